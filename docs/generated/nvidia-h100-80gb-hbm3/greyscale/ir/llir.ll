; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: nounwind
define ptx_kernel void @greyscale_kernel(ptr addrspace(1) %0, ptr addrspace(1) %1, i32 %2, i32 %3, ptr addrspace(1) readnone captures(none) %4, ptr addrspace(1) readnone captures(none) %5) local_unnamed_addr #0 !dbg !4 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !7
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !8
  %9 = shl i32 %7, 4, !dbg !9
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !10
  %11 = lshr i32 %10, 3, !dbg !10
  %12 = and i32 %11, 15, !dbg !10
  %13 = and i32 %10, 96, !dbg !10
  %14 = lshr exact i32 %13, 5, !dbg !10
  %15 = or disjoint i32 %12, %9, !dbg !11
  %16 = or disjoint i32 %14, %9, !dbg !11
  %17 = or disjoint i32 %16, 4, !dbg !11
  %18 = or disjoint i32 %16, 8, !dbg !11
  %19 = or disjoint i32 %16, 12, !dbg !11
  %20 = shl nuw nsw i32 %8, 7, !dbg !12
  %21 = shl nuw nsw i32 %10, 4, !dbg !13
  %22 = and i32 %21, 112, !dbg !13
  %23 = shl nuw nsw i32 %10, 2, !dbg !13
  %24 = and i32 %23, 124, !dbg !13
  %25 = or disjoint i32 %22, %20, !dbg !14
  %26 = or disjoint i32 %24, %20, !dbg !14
  %27 = mul i32 %3, %15, !dbg !15
  %28 = mul i32 %3, %16, !dbg !15
  %29 = mul i32 %3, %17, !dbg !15
  %30 = mul i32 %3, %18, !dbg !15
  %31 = mul i32 %3, %19, !dbg !15
  %32 = add i32 %27, %25, !dbg !16
  %33 = add i32 %28, %26, !dbg !16
  %34 = add i32 %29, %26, !dbg !16
  %35 = add i32 %30, %26, !dbg !16
  %36 = add i32 %31, %26, !dbg !16
  %37 = icmp slt i32 %15, %2, !dbg !17
  %38 = icmp slt i32 %16, %2, !dbg !17
  %39 = icmp slt i32 %25, %3, !dbg !18
  %40 = icmp slt i32 %26, %3, !dbg !18
  %41 = and i1 %37, %39, !dbg !19
  %42 = and i1 %38, %40, !dbg !19
  %43 = mul i32 %3, %2, !dbg !20
  %44 = sext i32 %32 to i64, !dbg !21
  %45 = getelementptr i8, ptr addrspace(1) %0, i64 %44, !dbg !21
  %46 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09mov.u32 $2, 0x0;\0A\09mov.u32 $3, 0x0;\0A\09@$5 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l,b"(ptr addrspace(1) %45, i1 %41) #4, !dbg !22
  %47 = extractvalue { i32, i32, i32, i32 } %46, 0, !dbg !22
  %48 = bitcast i32 %47 to <4 x i8>, !dbg !22
  %49 = extractvalue { i32, i32, i32, i32 } %46, 1, !dbg !22
  %50 = bitcast i32 %49 to <4 x i8>, !dbg !22
  %51 = extractvalue { i32, i32, i32, i32 } %46, 2, !dbg !22
  %52 = bitcast i32 %51 to <4 x i8>, !dbg !22
  %53 = extractvalue { i32, i32, i32, i32 } %46, 3, !dbg !22
  %54 = bitcast i32 %53 to <4 x i8>, !dbg !22
  %55 = sext i32 %43 to i64, !dbg !23
  %56 = getelementptr i8, ptr addrspace(1) %0, i64 %55, !dbg !23
  %57 = getelementptr i8, ptr addrspace(1) %56, i64 %44, !dbg !24
  %58 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09mov.u32 $2, 0x0;\0A\09mov.u32 $3, 0x0;\0A\09@$5 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l,b"(ptr addrspace(1) %57, i1 %41) #4, !dbg !25
  %59 = extractvalue { i32, i32, i32, i32 } %58, 0, !dbg !25
  %60 = bitcast i32 %59 to <4 x i8>, !dbg !25
  %61 = extractvalue { i32, i32, i32, i32 } %58, 1, !dbg !25
  %62 = bitcast i32 %61 to <4 x i8>, !dbg !25
  %63 = extractvalue { i32, i32, i32, i32 } %58, 2, !dbg !25
  %64 = bitcast i32 %63 to <4 x i8>, !dbg !25
  %65 = extractvalue { i32, i32, i32, i32 } %58, 3, !dbg !25
  %66 = bitcast i32 %65 to <4 x i8>, !dbg !25
  %67 = shl i32 %43, 1, !dbg !26
  %68 = sext i32 %67 to i64, !dbg !27
  %69 = getelementptr i8, ptr addrspace(1) %0, i64 %68, !dbg !27
  %70 = getelementptr i8, ptr addrspace(1) %69, i64 %44, !dbg !28
  %71 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09mov.u32 $2, 0x0;\0A\09mov.u32 $3, 0x0;\0A\09@$5 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l,b"(ptr addrspace(1) %70, i1 %41) #4, !dbg !29
  %72 = extractvalue { i32, i32, i32, i32 } %71, 0, !dbg !29
  %73 = bitcast i32 %72 to <4 x i8>, !dbg !29
  %74 = extractvalue { i32, i32, i32, i32 } %71, 1, !dbg !29
  %75 = bitcast i32 %74 to <4 x i8>, !dbg !29
  %76 = extractvalue { i32, i32, i32, i32 } %71, 2, !dbg !29
  %77 = bitcast i32 %76 to <4 x i8>, !dbg !29
  %78 = extractvalue { i32, i32, i32, i32 } %71, 3, !dbg !29
  %79 = bitcast i32 %78 to <4 x i8>, !dbg !29
  %80 = shufflevector <4 x i8> %60, <4 x i8> %50, <4 x i32> <i32 0, i32 4, i32 poison, i32 poison>, !dbg !30
  %81 = shufflevector <4 x i8> %80, <4 x i8> %64, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !30
  %82 = shufflevector <4 x i8> %81, <4 x i8> %54, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !30
  %83 = uitofp <4 x i8> %82 to <4 x float>, !dbg !30
  %84 = shufflevector <4 x i8> %48, <4 x i8> %62, <4 x i32> <i32 0, i32 4, i32 poison, i32 poison>, !dbg !31
  %85 = shufflevector <4 x i8> %84, <4 x i8> %52, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !31
  %86 = shufflevector <4 x i8> %85, <4 x i8> %66, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !31
  %87 = uitofp <4 x i8> %86 to <4 x float>, !dbg !31
  %88 = shufflevector <4 x i8> %73, <4 x i8> %75, <4 x i32> <i32 0, i32 4, i32 poison, i32 poison>, !dbg !32
  %89 = shufflevector <4 x i8> %88, <4 x i8> %77, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !32
  %90 = shufflevector <4 x i8> %89, <4 x i8> %79, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !32
  %91 = uitofp <4 x i8> %90 to <4 x float>, !dbg !32
  %92 = fmul <4 x float> %83, <float 0x3FE2C8B440000000, float 0x3FD3212D80000000, float 0x3FE2C8B440000000, float 0x3FD3212D80000000>, !dbg !33
  %93 = fmul <4 x float> %87, <float 0x3FD3212D80000000, float 0x3FE2C8B440000000, float 0x3FD3212D80000000, float 0x3FE2C8B440000000>, !dbg !34
  %94 = fadd <4 x float> %92, %93, !dbg !35
  %95 = fmul <4 x float> %91, splat (float 0x3FBD2F1AA0000000), !dbg !36
  %96 = fadd <4 x float> %94, %95, !dbg !37
  %97 = shufflevector <4 x i8> %60, <4 x i8> %50, <4 x i32> <i32 1, i32 5, i32 poison, i32 poison>, !dbg !30
  %98 = shufflevector <4 x i8> %97, <4 x i8> %64, <4 x i32> <i32 0, i32 1, i32 5, i32 poison>, !dbg !30
  %99 = shufflevector <4 x i8> %98, <4 x i8> %54, <4 x i32> <i32 0, i32 1, i32 2, i32 5>, !dbg !30
  %100 = uitofp <4 x i8> %99 to <4 x float>, !dbg !30
  %101 = shufflevector <4 x i8> %48, <4 x i8> %62, <4 x i32> <i32 1, i32 5, i32 poison, i32 poison>, !dbg !31
  %102 = shufflevector <4 x i8> %101, <4 x i8> %52, <4 x i32> <i32 0, i32 1, i32 5, i32 poison>, !dbg !31
  %103 = shufflevector <4 x i8> %102, <4 x i8> %66, <4 x i32> <i32 0, i32 1, i32 2, i32 5>, !dbg !31
  %104 = uitofp <4 x i8> %103 to <4 x float>, !dbg !31
  %105 = shufflevector <4 x i8> %73, <4 x i8> %75, <4 x i32> <i32 1, i32 5, i32 poison, i32 poison>, !dbg !32
  %106 = shufflevector <4 x i8> %105, <4 x i8> %77, <4 x i32> <i32 0, i32 1, i32 5, i32 poison>, !dbg !32
  %107 = shufflevector <4 x i8> %106, <4 x i8> %79, <4 x i32> <i32 0, i32 1, i32 2, i32 5>, !dbg !32
  %108 = uitofp <4 x i8> %107 to <4 x float>, !dbg !32
  %109 = fmul <4 x float> %100, <float 0x3FE2C8B440000000, float 0x3FD3212D80000000, float 0x3FE2C8B440000000, float 0x3FD3212D80000000>, !dbg !33
  %110 = fmul <4 x float> %104, <float 0x3FD3212D80000000, float 0x3FE2C8B440000000, float 0x3FD3212D80000000, float 0x3FE2C8B440000000>, !dbg !34
  %111 = fadd <4 x float> %109, %110, !dbg !35
  %112 = fmul <4 x float> %108, splat (float 0x3FBD2F1AA0000000), !dbg !36
  %113 = fadd <4 x float> %111, %112, !dbg !37
  %114 = shufflevector <4 x i8> %60, <4 x i8> %50, <4 x i32> <i32 2, i32 6, i32 poison, i32 poison>, !dbg !30
  %115 = shufflevector <4 x i8> %114, <4 x i8> %64, <4 x i32> <i32 0, i32 1, i32 6, i32 poison>, !dbg !30
  %116 = shufflevector <4 x i8> %115, <4 x i8> %54, <4 x i32> <i32 0, i32 1, i32 2, i32 6>, !dbg !30
  %117 = uitofp <4 x i8> %116 to <4 x float>, !dbg !30
  %118 = shufflevector <4 x i8> %48, <4 x i8> %62, <4 x i32> <i32 2, i32 6, i32 poison, i32 poison>, !dbg !31
  %119 = shufflevector <4 x i8> %118, <4 x i8> %52, <4 x i32> <i32 0, i32 1, i32 6, i32 poison>, !dbg !31
  %120 = shufflevector <4 x i8> %119, <4 x i8> %66, <4 x i32> <i32 0, i32 1, i32 2, i32 6>, !dbg !31
  %121 = uitofp <4 x i8> %120 to <4 x float>, !dbg !31
  %122 = shufflevector <4 x i8> %73, <4 x i8> %75, <4 x i32> <i32 2, i32 6, i32 poison, i32 poison>, !dbg !32
  %123 = shufflevector <4 x i8> %122, <4 x i8> %77, <4 x i32> <i32 0, i32 1, i32 6, i32 poison>, !dbg !32
  %124 = shufflevector <4 x i8> %123, <4 x i8> %79, <4 x i32> <i32 0, i32 1, i32 2, i32 6>, !dbg !32
  %125 = uitofp <4 x i8> %124 to <4 x float>, !dbg !32
  %126 = fmul <4 x float> %117, <float 0x3FE2C8B440000000, float 0x3FD3212D80000000, float 0x3FE2C8B440000000, float 0x3FD3212D80000000>, !dbg !33
  %127 = fmul <4 x float> %121, <float 0x3FD3212D80000000, float 0x3FE2C8B440000000, float 0x3FD3212D80000000, float 0x3FE2C8B440000000>, !dbg !34
  %128 = fadd <4 x float> %126, %127, !dbg !35
  %129 = fmul <4 x float> %125, splat (float 0x3FBD2F1AA0000000), !dbg !36
  %130 = fadd <4 x float> %128, %129, !dbg !37
  %131 = shufflevector <4 x i8> %60, <4 x i8> %50, <4 x i32> <i32 3, i32 7, i32 poison, i32 poison>, !dbg !30
  %132 = shufflevector <4 x i8> %131, <4 x i8> %64, <4 x i32> <i32 0, i32 1, i32 7, i32 poison>, !dbg !30
  %133 = shufflevector <4 x i8> %132, <4 x i8> %54, <4 x i32> <i32 0, i32 1, i32 2, i32 7>, !dbg !30
  %134 = uitofp <4 x i8> %133 to <4 x float>, !dbg !30
  %135 = shufflevector <4 x i8> %48, <4 x i8> %62, <4 x i32> <i32 3, i32 7, i32 poison, i32 poison>, !dbg !31
  %136 = shufflevector <4 x i8> %135, <4 x i8> %52, <4 x i32> <i32 0, i32 1, i32 7, i32 poison>, !dbg !31
  %137 = shufflevector <4 x i8> %136, <4 x i8> %66, <4 x i32> <i32 0, i32 1, i32 2, i32 7>, !dbg !31
  %138 = uitofp <4 x i8> %137 to <4 x float>, !dbg !31
  %139 = shufflevector <4 x i8> %73, <4 x i8> %75, <4 x i32> <i32 3, i32 7, i32 poison, i32 poison>, !dbg !32
  %140 = shufflevector <4 x i8> %139, <4 x i8> %77, <4 x i32> <i32 0, i32 1, i32 7, i32 poison>, !dbg !32
  %141 = shufflevector <4 x i8> %140, <4 x i8> %79, <4 x i32> <i32 0, i32 1, i32 2, i32 7>, !dbg !32
  %142 = uitofp <4 x i8> %141 to <4 x float>, !dbg !32
  %143 = fmul <4 x float> %134, <float 0x3FE2C8B440000000, float 0x3FD3212D80000000, float 0x3FE2C8B440000000, float 0x3FD3212D80000000>, !dbg !33
  %144 = fmul <4 x float> %138, <float 0x3FD3212D80000000, float 0x3FE2C8B440000000, float 0x3FD3212D80000000, float 0x3FE2C8B440000000>, !dbg !34
  %145 = fadd <4 x float> %143, %144, !dbg !35
  %146 = fmul <4 x float> %142, splat (float 0x3FBD2F1AA0000000), !dbg !36
  %147 = fadd <4 x float> %145, %146, !dbg !37
  %148 = sext i32 %33 to i64, !dbg !38
  %149 = getelementptr float, ptr addrspace(1) %1, i64 %148, !dbg !38
  %150 = sext i32 %34 to i64, !dbg !38
  %151 = getelementptr float, ptr addrspace(1) %1, i64 %150, !dbg !38
  %152 = sext i32 %35 to i64, !dbg !38
  %153 = getelementptr float, ptr addrspace(1) %1, i64 %152, !dbg !38
  %154 = sext i32 %36 to i64, !dbg !38
  %155 = getelementptr float, ptr addrspace(1) %1, i64 %154, !dbg !38
  %156 = and i32 %21, 2032, !dbg !39
  %157 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %156, !dbg !39
  store <4 x float> %96, ptr addrspace(3) %157, align 16, !dbg !39
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !39
  %158 = shl nuw nsw i32 %10, 6, !dbg !39
  %159 = and i32 %158, 1536, !dbg !39
  %160 = shl nuw nsw i32 %13, 2, !dbg !39
  %161 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %159, !dbg !39
  %162 = getelementptr inbounds nuw i8, ptr addrspace(3) %161, i32 %160, !dbg !39
  %163 = getelementptr inbounds nuw i8, ptr addrspace(3) %162, i32 %22, !dbg !39
  %164 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %163), !dbg !39
  %165 = extractvalue { i32, i32, i32, i32 } %164, 0, !dbg !39
  %166 = extractvalue { i32, i32, i32, i32 } %164, 1, !dbg !39
  %167 = extractvalue { i32, i32, i32, i32 } %164, 2, !dbg !39
  %168 = extractvalue { i32, i32, i32, i32 } %164, 3, !dbg !39
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !39
  store <4 x float> %113, ptr addrspace(3) %157, align 16, !dbg !39
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !39
  %169 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %163), !dbg !39
  %170 = extractvalue { i32, i32, i32, i32 } %169, 0, !dbg !39
  %171 = extractvalue { i32, i32, i32, i32 } %169, 1, !dbg !39
  %172 = extractvalue { i32, i32, i32, i32 } %169, 2, !dbg !39
  %173 = extractvalue { i32, i32, i32, i32 } %169, 3, !dbg !39
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !39
  store <4 x float> %130, ptr addrspace(3) %157, align 16, !dbg !39
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !39
  %174 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %163), !dbg !39
  %175 = extractvalue { i32, i32, i32, i32 } %174, 0, !dbg !39
  %176 = extractvalue { i32, i32, i32, i32 } %174, 1, !dbg !39
  %177 = extractvalue { i32, i32, i32, i32 } %174, 2, !dbg !39
  %178 = extractvalue { i32, i32, i32, i32 } %174, 3, !dbg !39
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !39
  store <4 x float> %147, ptr addrspace(3) %157, align 16, !dbg !39
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !39
  %179 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %163), !dbg !39
  %180 = extractvalue { i32, i32, i32, i32 } %179, 0, !dbg !39
  %181 = extractvalue { i32, i32, i32, i32 } %179, 1, !dbg !39
  %182 = extractvalue { i32, i32, i32, i32 } %179, 2, !dbg !39
  %183 = extractvalue { i32, i32, i32, i32 } %179, 3, !dbg !39
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %165, i32 %170, i32 %175, i32 %180, ptr addrspace(1) %149, i1 %42) #4, !dbg !39
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %166, i32 %171, i32 %176, i32 %181, ptr addrspace(1) %151, i1 %42) #4, !dbg !39
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %167, i32 %172, i32 %177, i32 %182, ptr addrspace(1) %153, i1 %42) #4, !dbg !39
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %168, i32 %173, i32 %178, i32 %183, ptr addrspace(1) %155, i1 %42) #4, !dbg !39
  ret void, !dbg !40
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: nocallback nofree nounwind memory(argmem: read)
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) readonly captures(none)) #3

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { nocallback nofree nounwind memory(argmem: read) }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "greyscale.py", directory: "/work/main/snippets/fundamentals")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = distinct !DISubprogram(name: "greyscale_kernel", linkageName: "greyscale_kernel", scope: !1, file: !1, line: 24, type: !5, scopeLine: 24, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{}
!7 = !DILocation(line: 32, column: 26, scope: !4)
!8 = !DILocation(line: 33, column: 26, scope: !4)
!9 = !DILocation(line: 34, column: 19, scope: !4)
!10 = !DILocation(line: 34, column: 42, scope: !4)
!11 = !DILocation(line: 34, column: 29, scope: !4)
!12 = !DILocation(line: 35, column: 19, scope: !4)
!13 = !DILocation(line: 35, column: 42, scope: !4)
!14 = !DILocation(line: 35, column: 29, scope: !4)
!15 = !DILocation(line: 37, column: 30, scope: !4)
!16 = !DILocation(line: 37, column: 38, scope: !4)
!17 = !DILocation(line: 38, column: 28, scope: !4)
!18 = !DILocation(line: 38, column: 55, scope: !4)
!19 = !DILocation(line: 38, column: 39, scope: !4)
!20 = !DILocation(line: 39, column: 21, scope: !4)
!21 = !DILocation(line: 40, column: 28, scope: !4)
!22 = !DILocation(line: 40, column: 16, scope: !4)
!23 = !DILocation(line: 41, column: 28, scope: !4)
!24 = !DILocation(line: 41, column: 36, scope: !4)
!25 = !DILocation(line: 41, column: 16, scope: !4)
!26 = !DILocation(line: 42, column: 32, scope: !4)
!27 = !DILocation(line: 42, column: 28, scope: !4)
!28 = !DILocation(line: 42, column: 40, scope: !4)
!29 = !DILocation(line: 42, column: 16, scope: !4)
!30 = !DILocation(line: 41, column: 59, scope: !4)
!31 = !DILocation(line: 40, column: 51, scope: !4)
!32 = !DILocation(line: 42, column: 63, scope: !4)
!33 = !DILocation(line: 43, column: 33, scope: !4)
!34 = !DILocation(line: 43, column: 20, scope: !4)
!35 = !DILocation(line: 43, column: 24, scope: !4)
!36 = !DILocation(line: 43, column: 46, scope: !4)
!37 = !DILocation(line: 43, column: 37, scope: !4)
!38 = !DILocation(line: 44, column: 23, scope: !4)
!39 = !DILocation(line: 44, column: 32, scope: !4)
!40 = !DILocation(line: 44, column: 4, scope: !4)
