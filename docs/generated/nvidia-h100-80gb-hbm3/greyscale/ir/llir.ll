; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: nounwind
define ptx_kernel void @greyscale_kernel(ptr addrspace(1) %0, ptr addrspace(1) %1, i32 %2, i32 %3, ptr addrspace(1) readnone captures(none) %4, ptr addrspace(1) readnone captures(none) %5) local_unnamed_addr #0 !dbg !4 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !7
  %8 = zext nneg i32 %7 to i64, !dbg !8
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !9
  %10 = shl nuw nsw i64 %8, 4, !dbg !10
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !11
  %12 = lshr i32 %11, 3, !dbg !11
  %13 = and i32 %12, 15, !dbg !11
  %14 = and i32 %11, 96, !dbg !11
  %15 = lshr exact i32 %14, 5, !dbg !11
  %16 = or disjoint i32 %15, 4, !dbg !11
  %17 = or disjoint i32 %15, 8, !dbg !11
  %18 = or disjoint i32 %15, 12, !dbg !11
  %19 = zext nneg i32 %13 to i64, !dbg !12
  %20 = zext nneg i32 %15 to i64, !dbg !12
  %21 = zext nneg i32 %16 to i64, !dbg !12
  %22 = zext nneg i32 %17 to i64, !dbg !12
  %23 = zext nneg i32 %18 to i64, !dbg !12
  %24 = or disjoint i64 %10, %19, !dbg !12
  %25 = or disjoint i64 %10, %20, !dbg !12
  %26 = or disjoint i64 %10, %21, !dbg !12
  %27 = or disjoint i64 %10, %22, !dbg !12
  %28 = or disjoint i64 %10, %23, !dbg !12
  %29 = shl nuw nsw i32 %9, 7, !dbg !13
  %30 = shl nuw nsw i32 %11, 4, !dbg !14
  %31 = and i32 %30, 112, !dbg !14
  %32 = shl nuw nsw i32 %11, 2, !dbg !14
  %33 = and i32 %32, 124, !dbg !14
  %34 = or disjoint i32 %31, %29, !dbg !15
  %35 = or disjoint i32 %33, %29, !dbg !15
  %36 = sext i32 %3 to i64, !dbg !16
  %37 = mul i64 %24, %36, !dbg !16
  %38 = mul i64 %25, %36, !dbg !16
  %39 = mul i64 %26, %36, !dbg !16
  %40 = mul i64 %27, %36, !dbg !16
  %41 = mul i64 %28, %36, !dbg !16
  %42 = zext nneg i32 %34 to i64, !dbg !17
  %43 = zext nneg i32 %35 to i64, !dbg !17
  %44 = add i64 %37, %42, !dbg !17
  %45 = sext i32 %2 to i64, !dbg !18
  %46 = icmp slt i64 %24, %45, !dbg !18
  %47 = icmp slt i64 %25, %45, !dbg !18
  %48 = icmp slt i32 %34, %3, !dbg !19
  %49 = icmp slt i32 %35, %3, !dbg !19
  %50 = and i1 %46, %48, !dbg !20
  %51 = and i1 %47, %49, !dbg !20
  %52 = mul nsw i64 %36, %45, !dbg !21
  %53 = getelementptr i8, ptr addrspace(1) %0, i64 %44, !dbg !22
  %54 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09mov.u32 $2, 0x0;\0A\09mov.u32 $3, 0x0;\0A\09@$5 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l,b"(ptr addrspace(1) %53, i1 %50) #4, !dbg !23
  %55 = extractvalue { i32, i32, i32, i32 } %54, 0, !dbg !23
  %56 = bitcast i32 %55 to <4 x i8>, !dbg !23
  %57 = extractvalue { i32, i32, i32, i32 } %54, 1, !dbg !23
  %58 = bitcast i32 %57 to <4 x i8>, !dbg !23
  %59 = extractvalue { i32, i32, i32, i32 } %54, 2, !dbg !23
  %60 = bitcast i32 %59 to <4 x i8>, !dbg !23
  %61 = extractvalue { i32, i32, i32, i32 } %54, 3, !dbg !23
  %62 = bitcast i32 %61 to <4 x i8>, !dbg !23
  %63 = getelementptr i8, ptr addrspace(1) %0, i64 %52, !dbg !24
  %64 = getelementptr i8, ptr addrspace(1) %63, i64 %44, !dbg !25
  %65 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09mov.u32 $2, 0x0;\0A\09mov.u32 $3, 0x0;\0A\09@$5 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l,b"(ptr addrspace(1) %64, i1 %50) #4, !dbg !26
  %66 = extractvalue { i32, i32, i32, i32 } %65, 0, !dbg !26
  %67 = bitcast i32 %66 to <4 x i8>, !dbg !26
  %68 = extractvalue { i32, i32, i32, i32 } %65, 1, !dbg !26
  %69 = bitcast i32 %68 to <4 x i8>, !dbg !26
  %70 = extractvalue { i32, i32, i32, i32 } %65, 2, !dbg !26
  %71 = bitcast i32 %70 to <4 x i8>, !dbg !26
  %72 = extractvalue { i32, i32, i32, i32 } %65, 3, !dbg !26
  %73 = bitcast i32 %72 to <4 x i8>, !dbg !26
  %74 = shl i64 %52, 1, !dbg !27
  %75 = getelementptr i8, ptr addrspace(1) %0, i64 %74, !dbg !28
  %76 = getelementptr i8, ptr addrspace(1) %75, i64 %44, !dbg !29
  %77 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09mov.u32 $2, 0x0;\0A\09mov.u32 $3, 0x0;\0A\09@$5 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l,b"(ptr addrspace(1) %76, i1 %50) #4, !dbg !30
  %78 = extractvalue { i32, i32, i32, i32 } %77, 0, !dbg !30
  %79 = bitcast i32 %78 to <4 x i8>, !dbg !30
  %80 = extractvalue { i32, i32, i32, i32 } %77, 1, !dbg !30
  %81 = bitcast i32 %80 to <4 x i8>, !dbg !30
  %82 = extractvalue { i32, i32, i32, i32 } %77, 2, !dbg !30
  %83 = bitcast i32 %82 to <4 x i8>, !dbg !30
  %84 = extractvalue { i32, i32, i32, i32 } %77, 3, !dbg !30
  %85 = bitcast i32 %84 to <4 x i8>, !dbg !30
  %86 = shufflevector <4 x i8> %67, <4 x i8> %58, <4 x i32> <i32 0, i32 4, i32 poison, i32 poison>, !dbg !31
  %87 = shufflevector <4 x i8> %86, <4 x i8> %71, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !31
  %88 = shufflevector <4 x i8> %87, <4 x i8> %62, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !31
  %89 = uitofp <4 x i8> %88 to <4 x float>, !dbg !31
  %90 = shufflevector <4 x i8> %56, <4 x i8> %69, <4 x i32> <i32 0, i32 4, i32 poison, i32 poison>, !dbg !32
  %91 = shufflevector <4 x i8> %90, <4 x i8> %60, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !32
  %92 = shufflevector <4 x i8> %91, <4 x i8> %73, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !32
  %93 = uitofp <4 x i8> %92 to <4 x float>, !dbg !32
  %94 = shufflevector <4 x i8> %79, <4 x i8> %81, <4 x i32> <i32 0, i32 4, i32 poison, i32 poison>, !dbg !33
  %95 = shufflevector <4 x i8> %94, <4 x i8> %83, <4 x i32> <i32 0, i32 1, i32 4, i32 poison>, !dbg !33
  %96 = shufflevector <4 x i8> %95, <4 x i8> %85, <4 x i32> <i32 0, i32 1, i32 2, i32 4>, !dbg !33
  %97 = uitofp <4 x i8> %96 to <4 x float>, !dbg !33
  %98 = fmul <4 x float> %89, <float 0x3FE2C8B440000000, float 0x3FD3212D80000000, float 0x3FE2C8B440000000, float 0x3FD3212D80000000>, !dbg !34
  %99 = fmul <4 x float> %93, <float 0x3FD3212D80000000, float 0x3FE2C8B440000000, float 0x3FD3212D80000000, float 0x3FE2C8B440000000>, !dbg !35
  %100 = fadd <4 x float> %98, %99, !dbg !36
  %101 = fmul <4 x float> %97, splat (float 0x3FBD2F1AA0000000), !dbg !37
  %102 = fadd <4 x float> %100, %101, !dbg !38
  %103 = shufflevector <4 x i8> %67, <4 x i8> %58, <4 x i32> <i32 1, i32 5, i32 poison, i32 poison>, !dbg !31
  %104 = shufflevector <4 x i8> %103, <4 x i8> %71, <4 x i32> <i32 0, i32 1, i32 5, i32 poison>, !dbg !31
  %105 = shufflevector <4 x i8> %104, <4 x i8> %62, <4 x i32> <i32 0, i32 1, i32 2, i32 5>, !dbg !31
  %106 = uitofp <4 x i8> %105 to <4 x float>, !dbg !31
  %107 = shufflevector <4 x i8> %56, <4 x i8> %69, <4 x i32> <i32 1, i32 5, i32 poison, i32 poison>, !dbg !32
  %108 = shufflevector <4 x i8> %107, <4 x i8> %60, <4 x i32> <i32 0, i32 1, i32 5, i32 poison>, !dbg !32
  %109 = shufflevector <4 x i8> %108, <4 x i8> %73, <4 x i32> <i32 0, i32 1, i32 2, i32 5>, !dbg !32
  %110 = uitofp <4 x i8> %109 to <4 x float>, !dbg !32
  %111 = shufflevector <4 x i8> %79, <4 x i8> %81, <4 x i32> <i32 1, i32 5, i32 poison, i32 poison>, !dbg !33
  %112 = shufflevector <4 x i8> %111, <4 x i8> %83, <4 x i32> <i32 0, i32 1, i32 5, i32 poison>, !dbg !33
  %113 = shufflevector <4 x i8> %112, <4 x i8> %85, <4 x i32> <i32 0, i32 1, i32 2, i32 5>, !dbg !33
  %114 = uitofp <4 x i8> %113 to <4 x float>, !dbg !33
  %115 = fmul <4 x float> %106, <float 0x3FE2C8B440000000, float 0x3FD3212D80000000, float 0x3FE2C8B440000000, float 0x3FD3212D80000000>, !dbg !34
  %116 = fmul <4 x float> %110, <float 0x3FD3212D80000000, float 0x3FE2C8B440000000, float 0x3FD3212D80000000, float 0x3FE2C8B440000000>, !dbg !35
  %117 = fadd <4 x float> %115, %116, !dbg !36
  %118 = fmul <4 x float> %114, splat (float 0x3FBD2F1AA0000000), !dbg !37
  %119 = fadd <4 x float> %117, %118, !dbg !38
  %120 = shufflevector <4 x i8> %67, <4 x i8> %58, <4 x i32> <i32 2, i32 6, i32 poison, i32 poison>, !dbg !31
  %121 = shufflevector <4 x i8> %120, <4 x i8> %71, <4 x i32> <i32 0, i32 1, i32 6, i32 poison>, !dbg !31
  %122 = shufflevector <4 x i8> %121, <4 x i8> %62, <4 x i32> <i32 0, i32 1, i32 2, i32 6>, !dbg !31
  %123 = uitofp <4 x i8> %122 to <4 x float>, !dbg !31
  %124 = shufflevector <4 x i8> %56, <4 x i8> %69, <4 x i32> <i32 2, i32 6, i32 poison, i32 poison>, !dbg !32
  %125 = shufflevector <4 x i8> %124, <4 x i8> %60, <4 x i32> <i32 0, i32 1, i32 6, i32 poison>, !dbg !32
  %126 = shufflevector <4 x i8> %125, <4 x i8> %73, <4 x i32> <i32 0, i32 1, i32 2, i32 6>, !dbg !32
  %127 = uitofp <4 x i8> %126 to <4 x float>, !dbg !32
  %128 = shufflevector <4 x i8> %79, <4 x i8> %81, <4 x i32> <i32 2, i32 6, i32 poison, i32 poison>, !dbg !33
  %129 = shufflevector <4 x i8> %128, <4 x i8> %83, <4 x i32> <i32 0, i32 1, i32 6, i32 poison>, !dbg !33
  %130 = shufflevector <4 x i8> %129, <4 x i8> %85, <4 x i32> <i32 0, i32 1, i32 2, i32 6>, !dbg !33
  %131 = uitofp <4 x i8> %130 to <4 x float>, !dbg !33
  %132 = fmul <4 x float> %123, <float 0x3FE2C8B440000000, float 0x3FD3212D80000000, float 0x3FE2C8B440000000, float 0x3FD3212D80000000>, !dbg !34
  %133 = fmul <4 x float> %127, <float 0x3FD3212D80000000, float 0x3FE2C8B440000000, float 0x3FD3212D80000000, float 0x3FE2C8B440000000>, !dbg !35
  %134 = fadd <4 x float> %132, %133, !dbg !36
  %135 = fmul <4 x float> %131, splat (float 0x3FBD2F1AA0000000), !dbg !37
  %136 = fadd <4 x float> %134, %135, !dbg !38
  %137 = shufflevector <4 x i8> %67, <4 x i8> %58, <4 x i32> <i32 3, i32 7, i32 poison, i32 poison>, !dbg !31
  %138 = shufflevector <4 x i8> %137, <4 x i8> %71, <4 x i32> <i32 0, i32 1, i32 7, i32 poison>, !dbg !31
  %139 = shufflevector <4 x i8> %138, <4 x i8> %62, <4 x i32> <i32 0, i32 1, i32 2, i32 7>, !dbg !31
  %140 = uitofp <4 x i8> %139 to <4 x float>, !dbg !31
  %141 = shufflevector <4 x i8> %56, <4 x i8> %69, <4 x i32> <i32 3, i32 7, i32 poison, i32 poison>, !dbg !32
  %142 = shufflevector <4 x i8> %141, <4 x i8> %60, <4 x i32> <i32 0, i32 1, i32 7, i32 poison>, !dbg !32
  %143 = shufflevector <4 x i8> %142, <4 x i8> %73, <4 x i32> <i32 0, i32 1, i32 2, i32 7>, !dbg !32
  %144 = uitofp <4 x i8> %143 to <4 x float>, !dbg !32
  %145 = shufflevector <4 x i8> %79, <4 x i8> %81, <4 x i32> <i32 3, i32 7, i32 poison, i32 poison>, !dbg !33
  %146 = shufflevector <4 x i8> %145, <4 x i8> %83, <4 x i32> <i32 0, i32 1, i32 7, i32 poison>, !dbg !33
  %147 = shufflevector <4 x i8> %146, <4 x i8> %85, <4 x i32> <i32 0, i32 1, i32 2, i32 7>, !dbg !33
  %148 = uitofp <4 x i8> %147 to <4 x float>, !dbg !33
  %149 = fmul <4 x float> %140, <float 0x3FE2C8B440000000, float 0x3FD3212D80000000, float 0x3FE2C8B440000000, float 0x3FD3212D80000000>, !dbg !34
  %150 = fmul <4 x float> %144, <float 0x3FD3212D80000000, float 0x3FE2C8B440000000, float 0x3FD3212D80000000, float 0x3FE2C8B440000000>, !dbg !35
  %151 = fadd <4 x float> %149, %150, !dbg !36
  %152 = fmul <4 x float> %148, splat (float 0x3FBD2F1AA0000000), !dbg !37
  %153 = fadd <4 x float> %151, %152, !dbg !38
  %154 = getelementptr float, ptr addrspace(1) %1, i64 %38, !dbg !39
  %155 = getelementptr float, ptr addrspace(1) %154, i64 %43, !dbg !39
  %156 = getelementptr float, ptr addrspace(1) %1, i64 %39, !dbg !39
  %157 = getelementptr float, ptr addrspace(1) %156, i64 %43, !dbg !39
  %158 = getelementptr float, ptr addrspace(1) %1, i64 %40, !dbg !39
  %159 = getelementptr float, ptr addrspace(1) %158, i64 %43, !dbg !39
  %160 = getelementptr float, ptr addrspace(1) %1, i64 %41, !dbg !39
  %161 = getelementptr float, ptr addrspace(1) %160, i64 %43, !dbg !39
  %162 = and i32 %30, 2032, !dbg !40
  %163 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %162, !dbg !40
  store <4 x float> %102, ptr addrspace(3) %163, align 16, !dbg !40
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !40
  %164 = shl nuw nsw i32 %11, 6, !dbg !40
  %165 = and i32 %164, 1536, !dbg !40
  %166 = shl nuw nsw i32 %14, 2, !dbg !40
  %167 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %165, !dbg !40
  %168 = getelementptr inbounds nuw i8, ptr addrspace(3) %167, i32 %166, !dbg !40
  %169 = getelementptr inbounds nuw i8, ptr addrspace(3) %168, i32 %31, !dbg !40
  %170 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %169), !dbg !40
  %171 = extractvalue { i32, i32, i32, i32 } %170, 0, !dbg !40
  %172 = extractvalue { i32, i32, i32, i32 } %170, 1, !dbg !40
  %173 = extractvalue { i32, i32, i32, i32 } %170, 2, !dbg !40
  %174 = extractvalue { i32, i32, i32, i32 } %170, 3, !dbg !40
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !40
  store <4 x float> %119, ptr addrspace(3) %163, align 16, !dbg !40
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !40
  %175 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %169), !dbg !40
  %176 = extractvalue { i32, i32, i32, i32 } %175, 0, !dbg !40
  %177 = extractvalue { i32, i32, i32, i32 } %175, 1, !dbg !40
  %178 = extractvalue { i32, i32, i32, i32 } %175, 2, !dbg !40
  %179 = extractvalue { i32, i32, i32, i32 } %175, 3, !dbg !40
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !40
  store <4 x float> %136, ptr addrspace(3) %163, align 16, !dbg !40
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !40
  %180 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %169), !dbg !40
  %181 = extractvalue { i32, i32, i32, i32 } %180, 0, !dbg !40
  %182 = extractvalue { i32, i32, i32, i32 } %180, 1, !dbg !40
  %183 = extractvalue { i32, i32, i32, i32 } %180, 2, !dbg !40
  %184 = extractvalue { i32, i32, i32, i32 } %180, 3, !dbg !40
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !40
  store <4 x float> %153, ptr addrspace(3) %163, align 16, !dbg !40
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !40
  %185 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %169), !dbg !40
  %186 = extractvalue { i32, i32, i32, i32 } %185, 0, !dbg !40
  %187 = extractvalue { i32, i32, i32, i32 } %185, 1, !dbg !40
  %188 = extractvalue { i32, i32, i32, i32 } %185, 2, !dbg !40
  %189 = extractvalue { i32, i32, i32, i32 } %185, 3, !dbg !40
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %171, i32 %176, i32 %181, i32 %186, ptr addrspace(1) %155, i1 %51) #4, !dbg !40
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %172, i32 %177, i32 %182, i32 %187, ptr addrspace(1) %157, i1 %51) #4, !dbg !40
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %173, i32 %178, i32 %183, i32 %188, ptr addrspace(1) %159, i1 %51) #4, !dbg !40
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %174, i32 %179, i32 %184, i32 %189, ptr addrspace(1) %161, i1 %51) #4, !dbg !40
  ret void, !dbg !41
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
!1 = !DIFile(filename: "greyscale.py", directory: "/tmp/repo/snippets/triton_fundamentals")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = distinct !DISubprogram(name: "greyscale_kernel", linkageName: "greyscale_kernel", scope: !1, file: !1, line: 24, type: !5, scopeLine: 24, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{}
!7 = !DILocation(line: 32, column: 26, scope: !4)
!8 = !DILocation(line: 32, column: 32, scope: !4)
!9 = !DILocation(line: 33, column: 26, scope: !4)
!10 = !DILocation(line: 34, column: 19, scope: !4)
!11 = !DILocation(line: 34, column: 42, scope: !4)
!12 = !DILocation(line: 34, column: 29, scope: !4)
!13 = !DILocation(line: 35, column: 19, scope: !4)
!14 = !DILocation(line: 35, column: 42, scope: !4)
!15 = !DILocation(line: 35, column: 29, scope: !4)
!16 = !DILocation(line: 37, column: 30, scope: !4)
!17 = !DILocation(line: 37, column: 38, scope: !4)
!18 = !DILocation(line: 38, column: 28, scope: !4)
!19 = !DILocation(line: 38, column: 55, scope: !4)
!20 = !DILocation(line: 38, column: 39, scope: !4)
!21 = !DILocation(line: 39, column: 40, scope: !4)
!22 = !DILocation(line: 40, column: 28, scope: !4)
!23 = !DILocation(line: 40, column: 16, scope: !4)
!24 = !DILocation(line: 41, column: 28, scope: !4)
!25 = !DILocation(line: 41, column: 36, scope: !4)
!26 = !DILocation(line: 41, column: 16, scope: !4)
!27 = !DILocation(line: 42, column: 32, scope: !4)
!28 = !DILocation(line: 42, column: 28, scope: !4)
!29 = !DILocation(line: 42, column: 40, scope: !4)
!30 = !DILocation(line: 42, column: 16, scope: !4)
!31 = !DILocation(line: 41, column: 59, scope: !4)
!32 = !DILocation(line: 40, column: 51, scope: !4)
!33 = !DILocation(line: 42, column: 63, scope: !4)
!34 = !DILocation(line: 43, column: 33, scope: !4)
!35 = !DILocation(line: 43, column: 20, scope: !4)
!36 = !DILocation(line: 43, column: 24, scope: !4)
!37 = !DILocation(line: 43, column: 46, scope: !4)
!38 = !DILocation(line: 43, column: 37, scope: !4)
!39 = !DILocation(line: 44, column: 23, scope: !4)
!40 = !DILocation(line: 44, column: 32, scope: !4)
!41 = !DILocation(line: 44, column: 4, scope: !4)
