; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external addrspace(3) global [0 x i8], align 16
@.str = private unnamed_addr constant [11 x i8] c"__CUDA_FTZ\00", align 1

; Function Attrs: nounwind
define ptx_kernel void @attention_forward_kernel(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, ptr addrspace(1) %3, ptr addrspace(1) %4, i32 %5, i32 %6, i32 %7, float %8, ptr addrspace(1) readnone captures(none) %9, ptr addrspace(1) readnone captures(none) %10) local_unnamed_addr #0 !dbg !5 {
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !8
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !9
  %14 = zext nneg i32 %13 to i64, !dbg !10
  %15 = sext i32 %6 to i64, !dbg !11
  %16 = mul nsw i64 %15, %14, !dbg !11
  %17 = shl nsw i64 %16, 7, !dbg !12
  %18 = sext i32 %7 to i64, !dbg !13
  %19 = shl nuw nsw i64 %14, 7, !dbg !13
  %20 = mul nsw i64 %19, %18, !dbg !14
  %21 = shl i32 %12, 7, !dbg !15
  %22 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !16
  %23 = and i32 %22, 240, !dbg !16
  %24 = lshr exact i32 %23, 4, !dbg !16
  %25 = or disjoint i32 %24, 16, !dbg !16
  %26 = or disjoint i32 %24, 32, !dbg !16
  %27 = or disjoint i32 %24, 48, !dbg !16
  %28 = lshr i32 %22, 1, !dbg !16
  %29 = and i32 %28, 112, !dbg !16
  %30 = lshr i32 %22, 2, !dbg !16
  %31 = and i32 %30, 7, !dbg !16
  %32 = or disjoint i32 %29, %31, !dbg !16
  %33 = or disjoint i32 %24, %21, !dbg !17
  %34 = or disjoint i32 %25, %21, !dbg !17
  %35 = or disjoint i32 %26, %21, !dbg !17
  %36 = or disjoint i32 %27, %21, !dbg !17
  %37 = or disjoint i32 %33, 64, !dbg !17
  %38 = or disjoint i32 %33, 80, !dbg !17
  %39 = or disjoint i32 %33, 96, !dbg !17
  %40 = or disjoint i32 %33, 112, !dbg !17
  %41 = or disjoint i32 %32, %21, !dbg !17
  %42 = or disjoint i32 %41, 8, !dbg !17
  %43 = and i32 %22, 3, !dbg !18
  %44 = shl nuw nsw i32 %43, 1, !dbg !18
  %45 = icmp slt i32 %33, %6, !dbg !19
  %46 = icmp slt i32 %34, %6, !dbg !19
  %47 = icmp slt i32 %35, %6, !dbg !19
  %48 = icmp slt i32 %36, %6, !dbg !19
  %49 = icmp slt i32 %37, %6, !dbg !19
  %50 = icmp slt i32 %38, %6, !dbg !19
  %51 = icmp slt i32 %39, %6, !dbg !19
  %52 = icmp slt i32 %40, %6, !dbg !19
  %53 = getelementptr bfloat, ptr addrspace(1) %0, i64 %17, !dbg !20
  %54 = shl i32 %33, 7, !dbg !21
  %55 = shl i32 %34, 7, !dbg !21
  %56 = shl i32 %35, 7, !dbg !21
  %57 = shl i32 %36, 7, !dbg !21
  %58 = shl i32 %37, 7, !dbg !21
  %59 = shl i32 %38, 7, !dbg !21
  %60 = shl i32 %39, 7, !dbg !21
  %61 = shl i32 %40, 7, !dbg !21
  %62 = sext i32 %54 to i64, !dbg !22
  %63 = getelementptr bfloat, ptr addrspace(1) %53, i64 %62, !dbg !22
  %64 = sext i32 %55 to i64, !dbg !22
  %65 = getelementptr bfloat, ptr addrspace(1) %53, i64 %64, !dbg !22
  %66 = sext i32 %56 to i64, !dbg !22
  %67 = getelementptr bfloat, ptr addrspace(1) %53, i64 %66, !dbg !22
  %68 = sext i32 %57 to i64, !dbg !22
  %69 = getelementptr bfloat, ptr addrspace(1) %53, i64 %68, !dbg !22
  %70 = sext i32 %58 to i64, !dbg !22
  %71 = getelementptr bfloat, ptr addrspace(1) %53, i64 %70, !dbg !22
  %72 = sext i32 %59 to i64, !dbg !22
  %73 = getelementptr bfloat, ptr addrspace(1) %53, i64 %72, !dbg !22
  %74 = sext i32 %60 to i64, !dbg !22
  %75 = getelementptr bfloat, ptr addrspace(1) %53, i64 %74, !dbg !22
  %76 = sext i32 %61 to i64, !dbg !22
  %77 = getelementptr bfloat, ptr addrspace(1) %53, i64 %76, !dbg !22
  %78 = shl nuw nsw i32 %22, 3, !dbg !23
  %79 = and i32 %78, 120, !dbg !23
  %80 = zext nneg i32 %79 to i64, !dbg !24
  %81 = getelementptr bfloat, ptr addrspace(1) %63, i64 %80, !dbg !24
  %82 = getelementptr bfloat, ptr addrspace(1) %65, i64 %80, !dbg !24
  %83 = getelementptr bfloat, ptr addrspace(1) %67, i64 %80, !dbg !24
  %84 = getelementptr bfloat, ptr addrspace(1) %69, i64 %80, !dbg !24
  %85 = getelementptr bfloat, ptr addrspace(1) %71, i64 %80, !dbg !24
  %86 = getelementptr bfloat, ptr addrspace(1) %73, i64 %80, !dbg !24
  %87 = getelementptr bfloat, ptr addrspace(1) %75, i64 %80, !dbg !24
  %88 = getelementptr bfloat, ptr addrspace(1) %77, i64 %80, !dbg !24
  %89 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, $4;\0A\09mov.u32 $1, $5;\0A\09mov.u32 $2, $6;\0A\09mov.u32 $3, $7;\0A\09@$9 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $8 + 0 ];", "=r,=r,=r,=r,r,r,r,r,l,b"(i32 0, i32 0, i32 0, i32 0, ptr addrspace(1) %81, i1 %45) #2, !dbg !25
  %90 = extractvalue { i32, i32, i32, i32 } %89, 0, !dbg !25
  %91 = extractvalue { i32, i32, i32, i32 } %89, 1, !dbg !25
  %92 = extractvalue { i32, i32, i32, i32 } %89, 2, !dbg !25
  %93 = extractvalue { i32, i32, i32, i32 } %89, 3, !dbg !25
  %94 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, $4;\0A\09mov.u32 $1, $5;\0A\09mov.u32 $2, $6;\0A\09mov.u32 $3, $7;\0A\09@$9 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $8 + 0 ];", "=r,=r,=r,=r,r,r,r,r,l,b"(i32 0, i32 0, i32 0, i32 0, ptr addrspace(1) %82, i1 %46) #2, !dbg !25
  %95 = extractvalue { i32, i32, i32, i32 } %94, 0, !dbg !25
  %96 = extractvalue { i32, i32, i32, i32 } %94, 1, !dbg !25
  %97 = extractvalue { i32, i32, i32, i32 } %94, 2, !dbg !25
  %98 = extractvalue { i32, i32, i32, i32 } %94, 3, !dbg !25
  %99 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, $4;\0A\09mov.u32 $1, $5;\0A\09mov.u32 $2, $6;\0A\09mov.u32 $3, $7;\0A\09@$9 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $8 + 0 ];", "=r,=r,=r,=r,r,r,r,r,l,b"(i32 0, i32 0, i32 0, i32 0, ptr addrspace(1) %83, i1 %47) #2, !dbg !25
  %100 = extractvalue { i32, i32, i32, i32 } %99, 0, !dbg !25
  %101 = extractvalue { i32, i32, i32, i32 } %99, 1, !dbg !25
  %102 = extractvalue { i32, i32, i32, i32 } %99, 2, !dbg !25
  %103 = extractvalue { i32, i32, i32, i32 } %99, 3, !dbg !25
  %104 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, $4;\0A\09mov.u32 $1, $5;\0A\09mov.u32 $2, $6;\0A\09mov.u32 $3, $7;\0A\09@$9 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $8 + 0 ];", "=r,=r,=r,=r,r,r,r,r,l,b"(i32 0, i32 0, i32 0, i32 0, ptr addrspace(1) %84, i1 %48) #2, !dbg !25
  %105 = extractvalue { i32, i32, i32, i32 } %104, 0, !dbg !25
  %106 = extractvalue { i32, i32, i32, i32 } %104, 1, !dbg !25
  %107 = extractvalue { i32, i32, i32, i32 } %104, 2, !dbg !25
  %108 = extractvalue { i32, i32, i32, i32 } %104, 3, !dbg !25
  %109 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, $4;\0A\09mov.u32 $1, $5;\0A\09mov.u32 $2, $6;\0A\09mov.u32 $3, $7;\0A\09@$9 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $8 + 0 ];", "=r,=r,=r,=r,r,r,r,r,l,b"(i32 0, i32 0, i32 0, i32 0, ptr addrspace(1) %85, i1 %49) #2, !dbg !25
  %110 = extractvalue { i32, i32, i32, i32 } %109, 0, !dbg !25
  %111 = extractvalue { i32, i32, i32, i32 } %109, 1, !dbg !25
  %112 = extractvalue { i32, i32, i32, i32 } %109, 2, !dbg !25
  %113 = extractvalue { i32, i32, i32, i32 } %109, 3, !dbg !25
  %114 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, $4;\0A\09mov.u32 $1, $5;\0A\09mov.u32 $2, $6;\0A\09mov.u32 $3, $7;\0A\09@$9 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $8 + 0 ];", "=r,=r,=r,=r,r,r,r,r,l,b"(i32 0, i32 0, i32 0, i32 0, ptr addrspace(1) %86, i1 %50) #2, !dbg !25
  %115 = extractvalue { i32, i32, i32, i32 } %114, 0, !dbg !25
  %116 = extractvalue { i32, i32, i32, i32 } %114, 1, !dbg !25
  %117 = extractvalue { i32, i32, i32, i32 } %114, 2, !dbg !25
  %118 = extractvalue { i32, i32, i32, i32 } %114, 3, !dbg !25
  %119 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, $4;\0A\09mov.u32 $1, $5;\0A\09mov.u32 $2, $6;\0A\09mov.u32 $3, $7;\0A\09@$9 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $8 + 0 ];", "=r,=r,=r,=r,r,r,r,r,l,b"(i32 0, i32 0, i32 0, i32 0, ptr addrspace(1) %87, i1 %51) #2, !dbg !25
  %120 = extractvalue { i32, i32, i32, i32 } %119, 0, !dbg !25
  %121 = extractvalue { i32, i32, i32, i32 } %119, 1, !dbg !25
  %122 = extractvalue { i32, i32, i32, i32 } %119, 2, !dbg !25
  %123 = extractvalue { i32, i32, i32, i32 } %119, 3, !dbg !25
  %124 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, $4;\0A\09mov.u32 $1, $5;\0A\09mov.u32 $2, $6;\0A\09mov.u32 $3, $7;\0A\09@$9 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $8 + 0 ];", "=r,=r,=r,=r,r,r,r,r,l,b"(i32 0, i32 0, i32 0, i32 0, ptr addrspace(1) %88, i1 %52) #2, !dbg !25
  %125 = extractvalue { i32, i32, i32, i32 } %124, 0, !dbg !25
  %126 = extractvalue { i32, i32, i32, i32 } %124, 1, !dbg !25
  %127 = extractvalue { i32, i32, i32, i32 } %124, 2, !dbg !25
  %128 = extractvalue { i32, i32, i32, i32 } %124, 3, !dbg !25
  %129 = and i32 %22, 7, !dbg !25
  %130 = shl nuw nsw i32 %129, 4, !dbg !25
  %131 = shl nuw nsw i32 %23, 3, !dbg !25
  %132 = and i32 %22, 112, !dbg !25
  %133 = and i32 %22, 8, !dbg !25
  %134 = shl nuw nsw i32 %133, 11, !dbg !25
  %135 = or disjoint i32 %130, %131, !dbg !25
  %136 = xor i32 %135, %132, !dbg !25
  %137 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98304), i32 %134, !dbg !25
  %138 = getelementptr inbounds nuw i8, ptr addrspace(3) %137, i32 %136, !dbg !25
  %139 = insertelement <4 x i32> poison, i32 %90, i64 0, !dbg !25
  %140 = insertelement <4 x i32> %139, i32 %91, i64 1, !dbg !25
  %141 = insertelement <4 x i32> %140, i32 %92, i64 2, !dbg !25
  %142 = insertelement <4 x i32> %141, i32 %93, i64 3, !dbg !25
  store <4 x i32> %142, ptr addrspace(3) %138, align 16, !dbg !25
  %143 = getelementptr inbounds nuw i8, ptr addrspace(3) %138, i32 2048, !dbg !25
  %144 = insertelement <4 x i32> poison, i32 %95, i64 0, !dbg !25
  %145 = insertelement <4 x i32> %144, i32 %96, i64 1, !dbg !25
  %146 = insertelement <4 x i32> %145, i32 %97, i64 2, !dbg !25
  %147 = insertelement <4 x i32> %146, i32 %98, i64 3, !dbg !25
  store <4 x i32> %147, ptr addrspace(3) %143, align 16, !dbg !25
  %148 = getelementptr inbounds nuw i8, ptr addrspace(3) %138, i32 4096, !dbg !25
  %149 = insertelement <4 x i32> poison, i32 %100, i64 0, !dbg !25
  %150 = insertelement <4 x i32> %149, i32 %101, i64 1, !dbg !25
  %151 = insertelement <4 x i32> %150, i32 %102, i64 2, !dbg !25
  %152 = insertelement <4 x i32> %151, i32 %103, i64 3, !dbg !25
  store <4 x i32> %152, ptr addrspace(3) %148, align 16, !dbg !25
  %153 = getelementptr inbounds nuw i8, ptr addrspace(3) %138, i32 6144, !dbg !25
  %154 = insertelement <4 x i32> poison, i32 %105, i64 0, !dbg !25
  %155 = insertelement <4 x i32> %154, i32 %106, i64 1, !dbg !25
  %156 = insertelement <4 x i32> %155, i32 %107, i64 2, !dbg !25
  %157 = insertelement <4 x i32> %156, i32 %108, i64 3, !dbg !25
  store <4 x i32> %157, ptr addrspace(3) %153, align 16, !dbg !25
  %158 = getelementptr inbounds nuw i8, ptr addrspace(3) %138, i32 8192, !dbg !25
  %159 = insertelement <4 x i32> poison, i32 %110, i64 0, !dbg !25
  %160 = insertelement <4 x i32> %159, i32 %111, i64 1, !dbg !25
  %161 = insertelement <4 x i32> %160, i32 %112, i64 2, !dbg !25
  %162 = insertelement <4 x i32> %161, i32 %113, i64 3, !dbg !25
  store <4 x i32> %162, ptr addrspace(3) %158, align 16, !dbg !25
  %163 = getelementptr inbounds nuw i8, ptr addrspace(3) %138, i32 10240, !dbg !25
  %164 = insertelement <4 x i32> poison, i32 %115, i64 0, !dbg !25
  %165 = insertelement <4 x i32> %164, i32 %116, i64 1, !dbg !25
  %166 = insertelement <4 x i32> %165, i32 %117, i64 2, !dbg !25
  %167 = insertelement <4 x i32> %166, i32 %118, i64 3, !dbg !25
  store <4 x i32> %167, ptr addrspace(3) %163, align 16, !dbg !25
  %168 = getelementptr inbounds nuw i8, ptr addrspace(3) %138, i32 12288, !dbg !25
  %169 = insertelement <4 x i32> poison, i32 %120, i64 0, !dbg !25
  %170 = insertelement <4 x i32> %169, i32 %121, i64 1, !dbg !25
  %171 = insertelement <4 x i32> %170, i32 %122, i64 2, !dbg !25
  %172 = insertelement <4 x i32> %171, i32 %123, i64 3, !dbg !25
  store <4 x i32> %172, ptr addrspace(3) %168, align 16, !dbg !25
  %173 = getelementptr inbounds nuw i8, ptr addrspace(3) %138, i32 14336, !dbg !25
  %174 = insertelement <4 x i32> poison, i32 %125, i64 0, !dbg !25
  %175 = insertelement <4 x i32> %174, i32 %126, i64 1, !dbg !25
  %176 = insertelement <4 x i32> %175, i32 %127, i64 2, !dbg !25
  %177 = insertelement <4 x i32> %176, i32 %128, i64 3, !dbg !25
  store <4 x i32> %177, ptr addrspace(3) %173, align 16, !dbg !25
  %178 = getelementptr bfloat, ptr addrspace(1) %1, i64 %20, !dbg !26
  %179 = shl nuw nsw i32 %25, 7, !dbg !27
  %180 = shl nuw nsw i32 %26, 7, !dbg !27
  %181 = shl nuw nsw i32 %27, 7, !dbg !27
  %182 = zext nneg i32 %131 to i64, !dbg !28
  %183 = getelementptr bfloat, ptr addrspace(1) %178, i64 %182, !dbg !28
  %184 = zext nneg i32 %179 to i64, !dbg !28
  %185 = getelementptr bfloat, ptr addrspace(1) %178, i64 %184, !dbg !28
  %186 = zext nneg i32 %180 to i64, !dbg !28
  %187 = getelementptr bfloat, ptr addrspace(1) %178, i64 %186, !dbg !28
  %188 = zext nneg i32 %181 to i64, !dbg !28
  %189 = getelementptr bfloat, ptr addrspace(1) %178, i64 %188, !dbg !28
  %190 = getelementptr bfloat, ptr addrspace(1) %183, i64 %80, !dbg !29
  %191 = getelementptr bfloat, ptr addrspace(1) %185, i64 %80, !dbg !29
  %192 = getelementptr bfloat, ptr addrspace(1) %187, i64 %80, !dbg !29
  %193 = getelementptr bfloat, ptr addrspace(1) %189, i64 %80, !dbg !29
  %194 = getelementptr bfloat, ptr addrspace(1) %2, i64 %20, !dbg !30
  %195 = getelementptr bfloat, ptr addrspace(1) %194, i64 %182, !dbg !31
  %196 = getelementptr bfloat, ptr addrspace(1) %194, i64 %184, !dbg !31
  %197 = getelementptr bfloat, ptr addrspace(1) %194, i64 %186, !dbg !31
  %198 = getelementptr bfloat, ptr addrspace(1) %194, i64 %188, !dbg !31
  %199 = getelementptr bfloat, ptr addrspace(1) %195, i64 %80, !dbg !32
  %200 = getelementptr bfloat, ptr addrspace(1) %196, i64 %80, !dbg !32
  %201 = getelementptr bfloat, ptr addrspace(1) %197, i64 %80, !dbg !32
  %202 = getelementptr bfloat, ptr addrspace(1) %198, i64 %80, !dbg !32
  %203 = sdiv i32 %7, 64, !dbg !33
  %204 = shl nsw i32 %203, 6, !dbg !34
  %205 = tail call i32 @llvm.smin.i32(i32 %21, i32 %204), !dbg !35
  %206 = icmp sgt i32 %205, 0, !dbg !36
  %207 = shl nuw nsw i32 %133, 10, !dbg !37
  %208 = or disjoint i32 %136, %207, !dbg !37
  %209 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %208, !dbg !37
  %210 = select i1 %206, i32 16, i32 0, !dbg !37
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) %209, ptr addrspace(1) %190, i32 %210) #2, !dbg !37
  %211 = or disjoint i32 %208, 2048, !dbg !37
  %212 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %211, !dbg !37
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %212, ptr addrspace(1) %191, i32 %210) #2, !dbg !37
  %213 = or disjoint i32 %208, 4096, !dbg !37
  %214 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %213, !dbg !37
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %214, ptr addrspace(1) %192, i32 %210) #2, !dbg !37
  %215 = or disjoint i32 %208, 6144, !dbg !37
  %216 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %215, !dbg !37
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %216, ptr addrspace(1) %193, i32 %210) #2, !dbg !37
  tail call void @llvm.nvvm.cp.async.commit.group(), !dbg !37
  %217 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %208, !dbg !40
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) %217, ptr addrspace(1) %199, i32 %210) #2, !dbg !40
  %218 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %211, !dbg !40
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %218, ptr addrspace(1) %200, i32 %210) #2, !dbg !40
  %219 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %213, !dbg !40
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %219, ptr addrspace(1) %201, i32 %210) #2, !dbg !40
  %220 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %215, !dbg !40
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %220, ptr addrspace(1) %202, i32 %210) #2, !dbg !40
  tail call void @llvm.nvvm.cp.async.commit.group(), !dbg !40
  %221 = icmp sgt i32 %205, 64, !dbg !36
  %222 = getelementptr i8, ptr addrspace(1) %190, i64 16384, !dbg !41
  %223 = getelementptr i8, ptr addrspace(1) %191, i64 16384, !dbg !41
  %224 = getelementptr i8, ptr addrspace(1) %192, i64 16384, !dbg !41
  %225 = getelementptr i8, ptr addrspace(1) %193, i64 16384, !dbg !41
  %226 = getelementptr i8, ptr addrspace(1) %199, i64 16384, !dbg !42
  %227 = getelementptr i8, ptr addrspace(1) %200, i64 16384, !dbg !42
  %228 = getelementptr i8, ptr addrspace(1) %201, i64 16384, !dbg !42
  %229 = getelementptr i8, ptr addrspace(1) %202, i64 16384, !dbg !42
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !37
  %230 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %208, !dbg !37
  %231 = select i1 %221, i32 16, i32 0, !dbg !37
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) %230, ptr addrspace(1) %222, i32 %231) #2, !dbg !37
  %232 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %211, !dbg !37
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %232, ptr addrspace(1) %223, i32 %231) #2, !dbg !37
  %233 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %213, !dbg !37
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %233, ptr addrspace(1) %224, i32 %231) #2, !dbg !37
  %234 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16384), i32 %215, !dbg !37
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %234, ptr addrspace(1) %225, i32 %231) #2, !dbg !37
  tail call void @llvm.nvvm.cp.async.commit.group(), !dbg !37
  %235 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 65536), i32 %208, !dbg !40
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) %235, ptr addrspace(1) %226, i32 %231) #2, !dbg !40
  %236 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 65536), i32 %211, !dbg !40
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %236, ptr addrspace(1) %227, i32 %231) #2, !dbg !40
  %237 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 65536), i32 %213, !dbg !40
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %237, ptr addrspace(1) %228, i32 %231) #2, !dbg !40
  %238 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 65536), i32 %215, !dbg !40
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %238, ptr addrspace(1) %229, i32 %231) #2, !dbg !40
  tail call void @llvm.nvvm.cp.async.commit.group(), !dbg !40
  tail call void asm sideeffect "fence.proxy.async.shared::cta;", ""() #2, !dbg !43
  br i1 %206, label %.lr.ph, label %._crit_edge, !dbg !36

.lr.ph:                                           ; preds = %11
  %239 = add nsw i32 %205, -128
  %240 = lshr exact i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98304) to i32), 4
  %241 = lshr i32 %22, 5
  %242 = sext i32 %239 to i64, !dbg !36
  %243 = zext nneg i32 %205 to i64, !dbg !36
  br label %244, !dbg !36

244:                                              ; preds = %.lr.ph, %__nv_exp2f.exit228
  %indvars.iv = phi i64 [ 0, %.lr.ph ], [ %indvars.iv.next, %__nv_exp2f.exit228 ]
  %245 = phi i32 [ -1, %.lr.ph ], [ %318, %__nv_exp2f.exit228 ]
  %246 = phi i32 [ 1, %.lr.ph ], [ %1443, %__nv_exp2f.exit228 ]
  %247 = phi float [ 0.000000e+00, %.lr.ph ], [ %1377, %__nv_exp2f.exit228 ]
  %248 = phi float [ 0.000000e+00, %.lr.ph ], [ %1378, %__nv_exp2f.exit228 ]
  %249 = phi float [ 0.000000e+00, %.lr.ph ], [ %1379, %__nv_exp2f.exit228 ]
  %250 = phi float [ 0.000000e+00, %.lr.ph ], [ %1380, %__nv_exp2f.exit228 ]
  %251 = phi float [ 0.000000e+00, %.lr.ph ], [ %1381, %__nv_exp2f.exit228 ]
  %252 = phi float [ 0.000000e+00, %.lr.ph ], [ %1382, %__nv_exp2f.exit228 ]
  %253 = phi float [ 0.000000e+00, %.lr.ph ], [ %1383, %__nv_exp2f.exit228 ]
  %254 = phi float [ 0.000000e+00, %.lr.ph ], [ %1384, %__nv_exp2f.exit228 ]
  %255 = phi float [ 0.000000e+00, %.lr.ph ], [ %1385, %__nv_exp2f.exit228 ]
  %256 = phi float [ 0.000000e+00, %.lr.ph ], [ %1386, %__nv_exp2f.exit228 ]
  %257 = phi float [ 0.000000e+00, %.lr.ph ], [ %1387, %__nv_exp2f.exit228 ]
  %258 = phi float [ 0.000000e+00, %.lr.ph ], [ %1388, %__nv_exp2f.exit228 ]
  %259 = phi float [ 0.000000e+00, %.lr.ph ], [ %1389, %__nv_exp2f.exit228 ]
  %260 = phi float [ 0.000000e+00, %.lr.ph ], [ %1390, %__nv_exp2f.exit228 ]
  %261 = phi float [ 0.000000e+00, %.lr.ph ], [ %1391, %__nv_exp2f.exit228 ]
  %262 = phi float [ 0.000000e+00, %.lr.ph ], [ %1392, %__nv_exp2f.exit228 ]
  %263 = phi float [ 0.000000e+00, %.lr.ph ], [ %1393, %__nv_exp2f.exit228 ]
  %264 = phi float [ 0.000000e+00, %.lr.ph ], [ %1394, %__nv_exp2f.exit228 ]
  %265 = phi float [ 0.000000e+00, %.lr.ph ], [ %1395, %__nv_exp2f.exit228 ]
  %266 = phi float [ 0.000000e+00, %.lr.ph ], [ %1396, %__nv_exp2f.exit228 ]
  %267 = phi float [ 0.000000e+00, %.lr.ph ], [ %1397, %__nv_exp2f.exit228 ]
  %268 = phi float [ 0.000000e+00, %.lr.ph ], [ %1398, %__nv_exp2f.exit228 ]
  %269 = phi float [ 0.000000e+00, %.lr.ph ], [ %1399, %__nv_exp2f.exit228 ]
  %270 = phi float [ 0.000000e+00, %.lr.ph ], [ %1400, %__nv_exp2f.exit228 ]
  %271 = phi float [ 0.000000e+00, %.lr.ph ], [ %1401, %__nv_exp2f.exit228 ]
  %272 = phi float [ 0.000000e+00, %.lr.ph ], [ %1402, %__nv_exp2f.exit228 ]
  %273 = phi float [ 0.000000e+00, %.lr.ph ], [ %1403, %__nv_exp2f.exit228 ]
  %274 = phi float [ 0.000000e+00, %.lr.ph ], [ %1404, %__nv_exp2f.exit228 ]
  %275 = phi float [ 0.000000e+00, %.lr.ph ], [ %1405, %__nv_exp2f.exit228 ]
  %276 = phi float [ 0.000000e+00, %.lr.ph ], [ %1406, %__nv_exp2f.exit228 ]
  %277 = phi float [ 0.000000e+00, %.lr.ph ], [ %1407, %__nv_exp2f.exit228 ]
  %278 = phi float [ 0.000000e+00, %.lr.ph ], [ %1408, %__nv_exp2f.exit228 ]
  %279 = phi float [ 0.000000e+00, %.lr.ph ], [ %1409, %__nv_exp2f.exit228 ]
  %280 = phi float [ 0.000000e+00, %.lr.ph ], [ %1410, %__nv_exp2f.exit228 ]
  %281 = phi float [ 0.000000e+00, %.lr.ph ], [ %1411, %__nv_exp2f.exit228 ]
  %282 = phi float [ 0.000000e+00, %.lr.ph ], [ %1412, %__nv_exp2f.exit228 ]
  %283 = phi float [ 0.000000e+00, %.lr.ph ], [ %1413, %__nv_exp2f.exit228 ]
  %284 = phi float [ 0.000000e+00, %.lr.ph ], [ %1414, %__nv_exp2f.exit228 ]
  %285 = phi float [ 0.000000e+00, %.lr.ph ], [ %1415, %__nv_exp2f.exit228 ]
  %286 = phi float [ 0.000000e+00, %.lr.ph ], [ %1416, %__nv_exp2f.exit228 ]
  %287 = phi float [ 0.000000e+00, %.lr.ph ], [ %1417, %__nv_exp2f.exit228 ]
  %288 = phi float [ 0.000000e+00, %.lr.ph ], [ %1418, %__nv_exp2f.exit228 ]
  %289 = phi float [ 0.000000e+00, %.lr.ph ], [ %1419, %__nv_exp2f.exit228 ]
  %290 = phi float [ 0.000000e+00, %.lr.ph ], [ %1420, %__nv_exp2f.exit228 ]
  %291 = phi float [ 0.000000e+00, %.lr.ph ], [ %1421, %__nv_exp2f.exit228 ]
  %292 = phi float [ 0.000000e+00, %.lr.ph ], [ %1422, %__nv_exp2f.exit228 ]
  %293 = phi float [ 0.000000e+00, %.lr.ph ], [ %1423, %__nv_exp2f.exit228 ]
  %294 = phi float [ 0.000000e+00, %.lr.ph ], [ %1424, %__nv_exp2f.exit228 ]
  %295 = phi float [ 0.000000e+00, %.lr.ph ], [ %1425, %__nv_exp2f.exit228 ]
  %296 = phi float [ 0.000000e+00, %.lr.ph ], [ %1426, %__nv_exp2f.exit228 ]
  %297 = phi float [ 0.000000e+00, %.lr.ph ], [ %1427, %__nv_exp2f.exit228 ]
  %298 = phi float [ 0.000000e+00, %.lr.ph ], [ %1428, %__nv_exp2f.exit228 ]
  %299 = phi float [ 0.000000e+00, %.lr.ph ], [ %1429, %__nv_exp2f.exit228 ]
  %300 = phi float [ 0.000000e+00, %.lr.ph ], [ %1430, %__nv_exp2f.exit228 ]
  %301 = phi float [ 0.000000e+00, %.lr.ph ], [ %1431, %__nv_exp2f.exit228 ]
  %302 = phi float [ 0.000000e+00, %.lr.ph ], [ %1432, %__nv_exp2f.exit228 ]
  %303 = phi float [ 0.000000e+00, %.lr.ph ], [ %1433, %__nv_exp2f.exit228 ]
  %304 = phi float [ 0.000000e+00, %.lr.ph ], [ %1434, %__nv_exp2f.exit228 ]
  %305 = phi float [ 0.000000e+00, %.lr.ph ], [ %1435, %__nv_exp2f.exit228 ]
  %306 = phi float [ 0.000000e+00, %.lr.ph ], [ %1436, %__nv_exp2f.exit228 ]
  %307 = phi float [ 0.000000e+00, %.lr.ph ], [ %1437, %__nv_exp2f.exit228 ]
  %308 = phi float [ 0.000000e+00, %.lr.ph ], [ %1438, %__nv_exp2f.exit228 ]
  %309 = phi float [ 0.000000e+00, %.lr.ph ], [ %1439, %__nv_exp2f.exit228 ]
  %310 = phi float [ 0.000000e+00, %.lr.ph ], [ %1440, %__nv_exp2f.exit228 ]
  %311 = phi float [ 0.000000e+00, %.lr.ph ], [ %1042, %__nv_exp2f.exit228 ]
  %312 = phi float [ 0.000000e+00, %.lr.ph ], [ %1043, %__nv_exp2f.exit228 ]
  %313 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %756, %__nv_exp2f.exit228 ]
  %314 = phi float [ 0xFFF0000000000000, %.lr.ph ], [ %757, %__nv_exp2f.exit228 ]
  %315 = icmp slt i64 %indvars.iv, %242, !dbg !36
  %316 = add i32 %245, 1, !dbg !36
  %317 = icmp sgt i32 %316, 2, !dbg !36
  %318 = select i1 %317, i32 0, i32 %316, !dbg !36
  tail call void @llvm.nvvm.cp.async.wait.group(i32 2), !dbg !37
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !37
  %319 = shl i32 %318, 13, !dbg !37
  %320 = getelementptr bfloat, ptr addrspace(3) @global_smem, i32 %319, !dbg !37
  %321 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %241, i32 0, i32 31), !dbg !43
  %322 = shl i32 %321, 7, !dbg !43
  %323 = and i32 %322, 512, !dbg !43
  %324 = add nuw nsw i32 %323, %240, !dbg !43
  %325 = and i32 %324, 16383, !dbg !43
  %326 = zext nneg i32 %325 to i64, !dbg !43
  %327 = ptrtoint ptr addrspace(3) %320 to i32, !dbg !43
  %328 = lshr exact i32 %327, 4, !dbg !43
  %329 = and i32 %328, 16383, !dbg !43
  %330 = zext nneg i32 %329 to i64, !dbg !43
  tail call void @llvm.nvvm.wgmma.fence.sync.aligned(), !dbg !43
  %331 = or disjoint i64 %326, 4611686293305294848, !dbg !43
  %332 = or disjoint i64 %330, 4611686293305294848, !dbg !43
  %333 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31}, $32, $33, 0, 1, 1, 0, 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l"(i64 %331, i64 %332) #2, !dbg !43
  %334 = add nuw nsw i64 %326, 4611686293305294850, !dbg !43
  %335 = add nuw nsw i64 %330, 4611686293305294850, !dbg !43
  %336 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %333, 0, !dbg !43
  %337 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %333, 1, !dbg !43
  %338 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %333, 2, !dbg !43
  %339 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %333, 3, !dbg !43
  %340 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %333, 4, !dbg !43
  %341 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %333, 5, !dbg !43
  %342 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %333, 6, !dbg !43
  %343 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %333, 7, !dbg !43
  %344 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %333, 8, !dbg !43
  %345 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %333, 9, !dbg !43
  %346 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %333, 10, !dbg !43
  %347 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %333, 11, !dbg !43
  %348 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %333, 12, !dbg !43
  %349 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %333, 13, !dbg !43
  %350 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %333, 14, !dbg !43
  %351 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %333, 15, !dbg !43
  %352 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %333, 16, !dbg !43
  %353 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %333, 17, !dbg !43
  %354 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %333, 18, !dbg !43
  %355 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %333, 19, !dbg !43
  %356 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %333, 20, !dbg !43
  %357 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %333, 21, !dbg !43
  %358 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %333, 22, !dbg !43
  %359 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %333, 23, !dbg !43
  %360 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %333, 24, !dbg !43
  %361 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %333, 25, !dbg !43
  %362 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %333, 26, !dbg !43
  %363 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %333, 27, !dbg !43
  %364 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %333, 28, !dbg !43
  %365 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %333, 29, !dbg !43
  %366 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %333, 30, !dbg !43
  %367 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %333, 31, !dbg !43
  %368 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31}, $64, $65, $66, 1, 1, 0, 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,l,l,b"(float %336, float %337, float %338, float %339, float %340, float %341, float %342, float %343, float %344, float %345, float %346, float %347, float %348, float %349, float %350, float %351, float %352, float %353, float %354, float %355, float %356, float %357, float %358, float %359, float %360, float %361, float %362, float %363, float %364, float %365, float %366, float %367, i64 %334, i64 %335, i1 true) #2, !dbg !43
  %369 = add nuw nsw i64 %326, 4611686293305294852, !dbg !43
  %370 = add nuw nsw i64 %330, 4611686293305294852, !dbg !43
  %371 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %368, 0, !dbg !43
  %372 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %368, 1, !dbg !43
  %373 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %368, 2, !dbg !43
  %374 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %368, 3, !dbg !43
  %375 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %368, 4, !dbg !43
  %376 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %368, 5, !dbg !43
  %377 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %368, 6, !dbg !43
  %378 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %368, 7, !dbg !43
  %379 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %368, 8, !dbg !43
  %380 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %368, 9, !dbg !43
  %381 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %368, 10, !dbg !43
  %382 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %368, 11, !dbg !43
  %383 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %368, 12, !dbg !43
  %384 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %368, 13, !dbg !43
  %385 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %368, 14, !dbg !43
  %386 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %368, 15, !dbg !43
  %387 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %368, 16, !dbg !43
  %388 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %368, 17, !dbg !43
  %389 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %368, 18, !dbg !43
  %390 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %368, 19, !dbg !43
  %391 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %368, 20, !dbg !43
  %392 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %368, 21, !dbg !43
  %393 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %368, 22, !dbg !43
  %394 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %368, 23, !dbg !43
  %395 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %368, 24, !dbg !43
  %396 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %368, 25, !dbg !43
  %397 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %368, 26, !dbg !43
  %398 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %368, 27, !dbg !43
  %399 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %368, 28, !dbg !43
  %400 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %368, 29, !dbg !43
  %401 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %368, 30, !dbg !43
  %402 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %368, 31, !dbg !43
  %403 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31}, $64, $65, $66, 1, 1, 0, 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,l,l,b"(float %371, float %372, float %373, float %374, float %375, float %376, float %377, float %378, float %379, float %380, float %381, float %382, float %383, float %384, float %385, float %386, float %387, float %388, float %389, float %390, float %391, float %392, float %393, float %394, float %395, float %396, float %397, float %398, float %399, float %400, float %401, float %402, i64 %369, i64 %370, i1 true) #2, !dbg !43
  %404 = add nuw nsw i64 %326, 4611686293305294854, !dbg !43
  %405 = add nuw nsw i64 %330, 4611686293305294854, !dbg !43
  %406 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %403, 0, !dbg !43
  %407 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %403, 1, !dbg !43
  %408 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %403, 2, !dbg !43
  %409 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %403, 3, !dbg !43
  %410 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %403, 4, !dbg !43
  %411 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %403, 5, !dbg !43
  %412 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %403, 6, !dbg !43
  %413 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %403, 7, !dbg !43
  %414 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %403, 8, !dbg !43
  %415 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %403, 9, !dbg !43
  %416 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %403, 10, !dbg !43
  %417 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %403, 11, !dbg !43
  %418 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %403, 12, !dbg !43
  %419 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %403, 13, !dbg !43
  %420 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %403, 14, !dbg !43
  %421 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %403, 15, !dbg !43
  %422 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %403, 16, !dbg !43
  %423 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %403, 17, !dbg !43
  %424 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %403, 18, !dbg !43
  %425 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %403, 19, !dbg !43
  %426 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %403, 20, !dbg !43
  %427 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %403, 21, !dbg !43
  %428 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %403, 22, !dbg !43
  %429 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %403, 23, !dbg !43
  %430 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %403, 24, !dbg !43
  %431 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %403, 25, !dbg !43
  %432 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %403, 26, !dbg !43
  %433 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %403, 27, !dbg !43
  %434 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %403, 28, !dbg !43
  %435 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %403, 29, !dbg !43
  %436 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %403, 30, !dbg !43
  %437 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %403, 31, !dbg !43
  %438 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31}, $64, $65, $66, 1, 1, 0, 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,l,l,b"(float %406, float %407, float %408, float %409, float %410, float %411, float %412, float %413, float %414, float %415, float %416, float %417, float %418, float %419, float %420, float %421, float %422, float %423, float %424, float %425, float %426, float %427, float %428, float %429, float %430, float %431, float %432, float %433, float %434, float %435, float %436, float %437, i64 %404, i64 %405, i1 true) #2, !dbg !43
  %439 = add nuw nsw i64 %326, 4611686293305295872, !dbg !43
  %440 = add nuw nsw i64 %330, 4611686293305295360, !dbg !43
  %441 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %438, 0, !dbg !43
  %442 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %438, 1, !dbg !43
  %443 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %438, 2, !dbg !43
  %444 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %438, 3, !dbg !43
  %445 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %438, 4, !dbg !43
  %446 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %438, 5, !dbg !43
  %447 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %438, 6, !dbg !43
  %448 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %438, 7, !dbg !43
  %449 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %438, 8, !dbg !43
  %450 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %438, 9, !dbg !43
  %451 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %438, 10, !dbg !43
  %452 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %438, 11, !dbg !43
  %453 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %438, 12, !dbg !43
  %454 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %438, 13, !dbg !43
  %455 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %438, 14, !dbg !43
  %456 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %438, 15, !dbg !43
  %457 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %438, 16, !dbg !43
  %458 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %438, 17, !dbg !43
  %459 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %438, 18, !dbg !43
  %460 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %438, 19, !dbg !43
  %461 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %438, 20, !dbg !43
  %462 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %438, 21, !dbg !43
  %463 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %438, 22, !dbg !43
  %464 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %438, 23, !dbg !43
  %465 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %438, 24, !dbg !43
  %466 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %438, 25, !dbg !43
  %467 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %438, 26, !dbg !43
  %468 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %438, 27, !dbg !43
  %469 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %438, 28, !dbg !43
  %470 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %438, 29, !dbg !43
  %471 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %438, 30, !dbg !43
  %472 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %438, 31, !dbg !43
  %473 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31}, $64, $65, $66, 1, 1, 0, 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,l,l,b"(float %441, float %442, float %443, float %444, float %445, float %446, float %447, float %448, float %449, float %450, float %451, float %452, float %453, float %454, float %455, float %456, float %457, float %458, float %459, float %460, float %461, float %462, float %463, float %464, float %465, float %466, float %467, float %468, float %469, float %470, float %471, float %472, i64 %439, i64 %440, i1 true) #2, !dbg !43
  %474 = add nuw nsw i64 %326, 4611686293305295874, !dbg !43
  %475 = add nuw nsw i64 %330, 4611686293305295362, !dbg !43
  %476 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %473, 0, !dbg !43
  %477 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %473, 1, !dbg !43
  %478 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %473, 2, !dbg !43
  %479 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %473, 3, !dbg !43
  %480 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %473, 4, !dbg !43
  %481 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %473, 5, !dbg !43
  %482 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %473, 6, !dbg !43
  %483 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %473, 7, !dbg !43
  %484 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %473, 8, !dbg !43
  %485 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %473, 9, !dbg !43
  %486 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %473, 10, !dbg !43
  %487 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %473, 11, !dbg !43
  %488 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %473, 12, !dbg !43
  %489 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %473, 13, !dbg !43
  %490 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %473, 14, !dbg !43
  %491 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %473, 15, !dbg !43
  %492 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %473, 16, !dbg !43
  %493 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %473, 17, !dbg !43
  %494 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %473, 18, !dbg !43
  %495 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %473, 19, !dbg !43
  %496 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %473, 20, !dbg !43
  %497 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %473, 21, !dbg !43
  %498 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %473, 22, !dbg !43
  %499 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %473, 23, !dbg !43
  %500 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %473, 24, !dbg !43
  %501 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %473, 25, !dbg !43
  %502 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %473, 26, !dbg !43
  %503 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %473, 27, !dbg !43
  %504 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %473, 28, !dbg !43
  %505 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %473, 29, !dbg !43
  %506 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %473, 30, !dbg !43
  %507 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %473, 31, !dbg !43
  %508 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31}, $64, $65, $66, 1, 1, 0, 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,l,l,b"(float %476, float %477, float %478, float %479, float %480, float %481, float %482, float %483, float %484, float %485, float %486, float %487, float %488, float %489, float %490, float %491, float %492, float %493, float %494, float %495, float %496, float %497, float %498, float %499, float %500, float %501, float %502, float %503, float %504, float %505, float %506, float %507, i64 %474, i64 %475, i1 true) #2, !dbg !43
  %509 = add nuw nsw i64 %326, 4611686293305295876, !dbg !43
  %510 = add nuw nsw i64 %330, 4611686293305295364, !dbg !43
  %511 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %508, 0, !dbg !43
  %512 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %508, 1, !dbg !43
  %513 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %508, 2, !dbg !43
  %514 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %508, 3, !dbg !43
  %515 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %508, 4, !dbg !43
  %516 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %508, 5, !dbg !43
  %517 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %508, 6, !dbg !43
  %518 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %508, 7, !dbg !43
  %519 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %508, 8, !dbg !43
  %520 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %508, 9, !dbg !43
  %521 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %508, 10, !dbg !43
  %522 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %508, 11, !dbg !43
  %523 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %508, 12, !dbg !43
  %524 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %508, 13, !dbg !43
  %525 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %508, 14, !dbg !43
  %526 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %508, 15, !dbg !43
  %527 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %508, 16, !dbg !43
  %528 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %508, 17, !dbg !43
  %529 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %508, 18, !dbg !43
  %530 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %508, 19, !dbg !43
  %531 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %508, 20, !dbg !43
  %532 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %508, 21, !dbg !43
  %533 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %508, 22, !dbg !43
  %534 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %508, 23, !dbg !43
  %535 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %508, 24, !dbg !43
  %536 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %508, 25, !dbg !43
  %537 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %508, 26, !dbg !43
  %538 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %508, 27, !dbg !43
  %539 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %508, 28, !dbg !43
  %540 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %508, 29, !dbg !43
  %541 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %508, 30, !dbg !43
  %542 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %508, 31, !dbg !43
  %543 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31}, $64, $65, $66, 1, 1, 0, 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,l,l,b"(float %511, float %512, float %513, float %514, float %515, float %516, float %517, float %518, float %519, float %520, float %521, float %522, float %523, float %524, float %525, float %526, float %527, float %528, float %529, float %530, float %531, float %532, float %533, float %534, float %535, float %536, float %537, float %538, float %539, float %540, float %541, float %542, i64 %509, i64 %510, i1 true) #2, !dbg !43
  %544 = add nuw nsw i64 %326, 4611686293305295878, !dbg !43
  %545 = add nuw nsw i64 %330, 4611686293305295366, !dbg !43
  %546 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %543, 0, !dbg !43
  %547 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %543, 1, !dbg !43
  %548 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %543, 2, !dbg !43
  %549 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %543, 3, !dbg !43
  %550 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %543, 4, !dbg !43
  %551 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %543, 5, !dbg !43
  %552 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %543, 6, !dbg !43
  %553 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %543, 7, !dbg !43
  %554 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %543, 8, !dbg !43
  %555 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %543, 9, !dbg !43
  %556 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %543, 10, !dbg !43
  %557 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %543, 11, !dbg !43
  %558 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %543, 12, !dbg !43
  %559 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %543, 13, !dbg !43
  %560 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %543, 14, !dbg !43
  %561 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %543, 15, !dbg !43
  %562 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %543, 16, !dbg !43
  %563 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %543, 17, !dbg !43
  %564 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %543, 18, !dbg !43
  %565 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %543, 19, !dbg !43
  %566 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %543, 20, !dbg !43
  %567 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %543, 21, !dbg !43
  %568 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %543, 22, !dbg !43
  %569 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %543, 23, !dbg !43
  %570 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %543, 24, !dbg !43
  %571 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %543, 25, !dbg !43
  %572 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %543, 26, !dbg !43
  %573 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %543, 27, !dbg !43
  %574 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %543, 28, !dbg !43
  %575 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %543, 29, !dbg !43
  %576 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %543, 30, !dbg !43
  %577 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %543, 31, !dbg !43
  %578 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31}, $64, $65, $66, 1, 1, 0, 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,l,l,b"(float %546, float %547, float %548, float %549, float %550, float %551, float %552, float %553, float %554, float %555, float %556, float %557, float %558, float %559, float %560, float %561, float %562, float %563, float %564, float %565, float %566, float %567, float %568, float %569, float %570, float %571, float %572, float %573, float %574, float %575, float %576, float %577, i64 %544, i64 %545, i1 true) #2, !dbg !43
  %579 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %578, 0, !dbg !43
  %580 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %578, 1, !dbg !43
  %581 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %578, 2, !dbg !43
  %582 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %578, 3, !dbg !43
  %583 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %578, 4, !dbg !43
  %584 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %578, 5, !dbg !43
  %585 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %578, 6, !dbg !43
  %586 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %578, 7, !dbg !43
  %587 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %578, 8, !dbg !43
  %588 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %578, 9, !dbg !43
  %589 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %578, 10, !dbg !43
  %590 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %578, 11, !dbg !43
  %591 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %578, 12, !dbg !43
  %592 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %578, 13, !dbg !43
  %593 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %578, 14, !dbg !43
  %594 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %578, 15, !dbg !43
  %595 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %578, 16, !dbg !43
  %596 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %578, 17, !dbg !43
  %597 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %578, 18, !dbg !43
  %598 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %578, 19, !dbg !43
  %599 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %578, 20, !dbg !43
  %600 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %578, 21, !dbg !43
  %601 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %578, 22, !dbg !43
  %602 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %578, 23, !dbg !43
  %603 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %578, 24, !dbg !43
  %604 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %578, 25, !dbg !43
  %605 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %578, 26, !dbg !43
  %606 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %578, 27, !dbg !43
  %607 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %578, 28, !dbg !43
  %608 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %578, 29, !dbg !43
  %609 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %578, 30, !dbg !43
  %610 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %578, 31, !dbg !43
  tail call void @llvm.nvvm.wgmma.commit_group.sync.aligned(), !dbg !43
  %611 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "// wait for regs: $0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31,$32,$33,$34,$35,$36,$37,$38,$39,$40,$41,$42,$43,$44,$45,$46,$47,$48,$49,$50,$51,$52,$53,$54,$55,$56,$57,$58,$59,$60,$61,$62,$63,$64,$65,$66,$67,$68,$69,$70,$71,$72,$73,$74,$75,$76,$77,$78,$79,$80,$81,$82,$83,$84,$85,$86,$87,$88,$89,$90,$91,$92,$93,$94,$95,$96,$97,$98,$99,$100,$101\0A\09wgmma.wait_group.sync.aligned 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=l,=r,=r,=l,=r,=r,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,98,99,100,101"(float %579, float %580, float %581, float %582, float %583, float %584, float %585, float %586, float %587, float %588, float %589, float %590, float %591, float %592, float %593, float %594, float %595, float %596, float %597, float %598, float %599, float %600, float %601, float %602, float %603, float %604, float %605, float %606, float %607, float %608, float %609, float %610, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98304), i32 0, i32 0, ptr addrspace(3) %320, i32 0, i32 0, float %247, float %248, float %249, float %250, float %251, float %252, float %253, float %254, float %255, float %256, float %257, float %258, float %259, float %260, float %261, float %262, float %263, float %264, float %265, float %266, float %267, float %268, float %269, float %270, float %271, float %272, float %273, float %274, float %275, float %276, float %277, float %278, float %279, float %280, float %281, float %282, float %283, float %284, float %285, float %286, float %287, float %288, float %289, float %290, float %291, float %292, float %293, float %294, float %295, float %296, float %297, float %298, float %299, float %300, float %301, float %302, float %303, float %304, float %305, float %306, float %307, float %308, float %309, float %310) #2, !dbg !43
  %612 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %611, 0, !dbg !43
  %613 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %611, 1, !dbg !43
  %614 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %611, 2, !dbg !43
  %615 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %611, 3, !dbg !43
  %616 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %611, 4, !dbg !43
  %617 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %611, 5, !dbg !43
  %618 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %611, 6, !dbg !43
  %619 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %611, 7, !dbg !43
  %620 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %611, 8, !dbg !43
  %621 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %611, 9, !dbg !43
  %622 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %611, 10, !dbg !43
  %623 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %611, 11, !dbg !43
  %624 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %611, 12, !dbg !43
  %625 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %611, 13, !dbg !43
  %626 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %611, 14, !dbg !43
  %627 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %611, 15, !dbg !43
  %628 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %611, 16, !dbg !43
  %629 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %611, 17, !dbg !43
  %630 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %611, 18, !dbg !43
  %631 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %611, 19, !dbg !43
  %632 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %611, 20, !dbg !43
  %633 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %611, 21, !dbg !43
  %634 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %611, 22, !dbg !43
  %635 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %611, 23, !dbg !43
  %636 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %611, 24, !dbg !43
  %637 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %611, 25, !dbg !43
  %638 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %611, 26, !dbg !43
  %639 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %611, 27, !dbg !43
  %640 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %611, 28, !dbg !43
  %641 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %611, 29, !dbg !43
  %642 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %611, 30, !dbg !43
  %643 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %611, 31, !dbg !43
  %644 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %611, 38, !dbg !43
  %645 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %611, 39, !dbg !43
  %646 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %611, 40, !dbg !43
  %647 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %611, 41, !dbg !43
  %648 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %611, 42, !dbg !43
  %649 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %611, 43, !dbg !43
  %650 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %611, 44, !dbg !43
  %651 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %611, 45, !dbg !43
  %652 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %611, 46, !dbg !43
  %653 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %611, 47, !dbg !43
  %654 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %611, 48, !dbg !43
  %655 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %611, 49, !dbg !43
  %656 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %611, 50, !dbg !43
  %657 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %611, 51, !dbg !43
  %658 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %611, 52, !dbg !43
  %659 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %611, 53, !dbg !43
  %660 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %611, 54, !dbg !43
  %661 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %611, 55, !dbg !43
  %662 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %611, 56, !dbg !43
  %663 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %611, 57, !dbg !43
  %664 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %611, 58, !dbg !43
  %665 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %611, 59, !dbg !43
  %666 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %611, 60, !dbg !43
  %667 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %611, 61, !dbg !43
  %668 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %611, 62, !dbg !43
  %669 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %611, 63, !dbg !43
  %670 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %611, 64, !dbg !43
  %671 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %611, 65, !dbg !43
  %672 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %611, 66, !dbg !43
  %673 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %611, 67, !dbg !43
  %674 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %611, 68, !dbg !43
  %675 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %611, 69, !dbg !43
  %676 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %611, 70, !dbg !43
  %677 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %611, 71, !dbg !43
  %678 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %611, 72, !dbg !43
  %679 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %611, 73, !dbg !43
  %680 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %611, 74, !dbg !43
  %681 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %611, 75, !dbg !43
  %682 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %611, 76, !dbg !43
  %683 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %611, 77, !dbg !43
  %684 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %611, 78, !dbg !43
  %685 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %611, 79, !dbg !43
  %686 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %611, 80, !dbg !43
  %687 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %611, 81, !dbg !43
  %688 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %611, 82, !dbg !43
  %689 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %611, 83, !dbg !43
  %690 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %611, 84, !dbg !43
  %691 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %611, 85, !dbg !43
  %692 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %611, 86, !dbg !43
  %693 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %611, 87, !dbg !43
  %694 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %611, 88, !dbg !43
  %695 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %611, 89, !dbg !43
  %696 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %611, 90, !dbg !43
  %697 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %611, 91, !dbg !43
  %698 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %611, 92, !dbg !43
  %699 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %611, 93, !dbg !43
  %700 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %611, 94, !dbg !43
  %701 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %611, 95, !dbg !43
  %702 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %611, 96, !dbg !43
  %703 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %611, 97, !dbg !43
  %704 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %611, 98, !dbg !43
  %705 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %611, 99, !dbg !43
  %706 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %611, 100, !dbg !43
  %707 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %611, 101, !dbg !43
  %708 = tail call float @llvm.maxnum.f32(float %612, float %613), !dbg !44
  %709 = tail call float @llvm.maxnum.f32(float %614, float %615), !dbg !44
  %710 = tail call float @llvm.maxnum.f32(float %708, float %616), !dbg !44
  %711 = tail call float @llvm.maxnum.f32(float %710, float %617), !dbg !44
  %712 = tail call float @llvm.maxnum.f32(float %709, float %618), !dbg !44
  %713 = tail call float @llvm.maxnum.f32(float %712, float %619), !dbg !44
  %714 = tail call float @llvm.maxnum.f32(float %711, float %620), !dbg !44
  %715 = tail call float @llvm.maxnum.f32(float %714, float %621), !dbg !44
  %716 = tail call float @llvm.maxnum.f32(float %713, float %622), !dbg !44
  %717 = tail call float @llvm.maxnum.f32(float %716, float %623), !dbg !44
  %718 = tail call float @llvm.maxnum.f32(float %715, float %624), !dbg !44
  %719 = tail call float @llvm.maxnum.f32(float %718, float %625), !dbg !44
  %720 = tail call float @llvm.maxnum.f32(float %717, float %626), !dbg !44
  %721 = tail call float @llvm.maxnum.f32(float %720, float %627), !dbg !44
  %722 = tail call float @llvm.maxnum.f32(float %719, float %628), !dbg !44
  %723 = tail call float @llvm.maxnum.f32(float %722, float %629), !dbg !44
  %724 = tail call float @llvm.maxnum.f32(float %721, float %630), !dbg !44
  %725 = tail call float @llvm.maxnum.f32(float %724, float %631), !dbg !44
  %726 = tail call float @llvm.maxnum.f32(float %723, float %632), !dbg !44
  %727 = tail call float @llvm.maxnum.f32(float %726, float %633), !dbg !44
  %728 = tail call float @llvm.maxnum.f32(float %725, float %634), !dbg !44
  %729 = tail call float @llvm.maxnum.f32(float %728, float %635), !dbg !44
  %730 = tail call float @llvm.maxnum.f32(float %727, float %636), !dbg !44
  %731 = tail call float @llvm.maxnum.f32(float %730, float %637), !dbg !44
  %732 = tail call float @llvm.maxnum.f32(float %729, float %638), !dbg !44
  %733 = tail call float @llvm.maxnum.f32(float %732, float %639), !dbg !44
  %734 = tail call float @llvm.maxnum.f32(float %731, float %640), !dbg !44
  %735 = tail call float @llvm.maxnum.f32(float %734, float %641), !dbg !44
  %736 = tail call float @llvm.maxnum.f32(float %733, float %642), !dbg !44
  %737 = tail call float @llvm.maxnum.f32(float %736, float %643), !dbg !44
  %738 = bitcast float %735 to i32, !dbg !47
  %739 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %738, i32 2, i32 31), !dbg !47
  %740 = bitcast i32 %739 to float, !dbg !47
  %741 = tail call float @llvm.maxnum.f32(float %735, float %740), !dbg !44
  %742 = bitcast float %741 to i32, !dbg !47
  %743 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %742, i32 1, i32 31), !dbg !47
  %744 = bitcast i32 %743 to float, !dbg !47
  %745 = tail call float @llvm.maxnum.f32(float %741, float %744), !dbg !44
  %746 = bitcast float %737 to i32, !dbg !47
  %747 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %746, i32 2, i32 31), !dbg !47
  %748 = bitcast i32 %747 to float, !dbg !47
  %749 = tail call float @llvm.maxnum.f32(float %737, float %748), !dbg !44
  %750 = bitcast float %749 to i32, !dbg !47
  %751 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %750, i32 1, i32 31), !dbg !47
  %752 = bitcast i32 %751 to float, !dbg !47
  %753 = tail call float @llvm.maxnum.f32(float %749, float %752), !dbg !44
  %754 = fmul float %8, %745, !dbg !49
  %755 = fmul float %8, %753, !dbg !49
  %756 = tail call float @llvm.maxnum.f32(float %313, float %754), !dbg !50
  %757 = tail call float @llvm.maxnum.f32(float %314, float %755), !dbg !50
  %758 = fmul float %8, %612, !dbg !51
  %759 = fmul float %8, %613, !dbg !51
  %760 = fmul float %8, %614, !dbg !51
  %761 = fmul float %8, %615, !dbg !51
  %762 = fmul float %8, %616, !dbg !51
  %763 = fmul float %8, %617, !dbg !51
  %764 = fmul float %8, %618, !dbg !51
  %765 = fmul float %8, %619, !dbg !51
  %766 = fmul float %8, %620, !dbg !51
  %767 = fmul float %8, %621, !dbg !51
  %768 = fmul float %8, %622, !dbg !51
  %769 = fmul float %8, %623, !dbg !51
  %770 = fmul float %8, %624, !dbg !51
  %771 = fmul float %8, %625, !dbg !51
  %772 = fmul float %8, %626, !dbg !51
  %773 = fmul float %8, %627, !dbg !51
  %774 = fmul float %8, %628, !dbg !51
  %775 = fmul float %8, %629, !dbg !51
  %776 = fmul float %8, %630, !dbg !51
  %777 = fmul float %8, %631, !dbg !51
  %778 = fmul float %8, %632, !dbg !51
  %779 = fmul float %8, %633, !dbg !51
  %780 = fmul float %8, %634, !dbg !51
  %781 = fmul float %8, %635, !dbg !51
  %782 = fmul float %8, %636, !dbg !51
  %783 = fmul float %8, %637, !dbg !51
  %784 = fmul float %8, %638, !dbg !51
  %785 = fmul float %8, %639, !dbg !51
  %786 = fmul float %8, %640, !dbg !51
  %787 = fmul float %8, %641, !dbg !51
  %788 = fmul float %8, %642, !dbg !51
  %789 = fmul float %8, %643, !dbg !51
  %790 = fsub float %758, %756, !dbg !52
  %791 = fsub float %759, %756, !dbg !52
  %792 = fsub float %760, %757, !dbg !52
  %793 = fsub float %761, %757, !dbg !52
  %794 = fsub float %762, %756, !dbg !52
  %795 = fsub float %763, %756, !dbg !52
  %796 = fsub float %764, %757, !dbg !52
  %797 = fsub float %765, %757, !dbg !52
  %798 = fsub float %766, %756, !dbg !52
  %799 = fsub float %767, %756, !dbg !52
  %800 = fsub float %768, %757, !dbg !52
  %801 = fsub float %769, %757, !dbg !52
  %802 = fsub float %770, %756, !dbg !52
  %803 = fsub float %771, %756, !dbg !52
  %804 = fsub float %772, %757, !dbg !52
  %805 = fsub float %773, %757, !dbg !52
  %806 = fsub float %774, %756, !dbg !52
  %807 = fsub float %775, %756, !dbg !52
  %808 = fsub float %776, %757, !dbg !52
  %809 = fsub float %777, %757, !dbg !52
  %810 = fsub float %778, %756, !dbg !52
  %811 = fsub float %779, %756, !dbg !52
  %812 = fsub float %780, %757, !dbg !52
  %813 = fsub float %781, %757, !dbg !52
  %814 = fsub float %782, %756, !dbg !52
  %815 = fsub float %783, %756, !dbg !52
  %816 = fsub float %784, %757, !dbg !52
  %817 = fsub float %785, %757, !dbg !52
  %818 = fsub float %786, %756, !dbg !52
  %819 = fsub float %787, %756, !dbg !52
  %820 = fsub float %788, %757, !dbg !52
  %821 = fsub float %789, %757, !dbg !52
  %822 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !53
  %.not.i127 = icmp eq i32 %822, 0, !dbg !53
  br i1 %.not.i127, label %825, label %823, !dbg !53

823:                                              ; preds = %244
  %824 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %790) #2, !dbg !53
  br label %__nv_exp2f.exit129, !dbg !53

825:                                              ; preds = %244
  %826 = tail call float @llvm.nvvm.ex2.approx.f(float %790) #2, !dbg !53
  br label %__nv_exp2f.exit129, !dbg !53

__nv_exp2f.exit129:                               ; preds = %823, %825
  %.0.i128 = phi float [ %824, %823 ], [ %826, %825 ], !dbg !53
  %827 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !53
  %.not.i130 = icmp eq i32 %827, 0, !dbg !53
  br i1 %.not.i130, label %830, label %828, !dbg !53

828:                                              ; preds = %__nv_exp2f.exit129
  %829 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %791) #2, !dbg !53
  br label %__nv_exp2f.exit132, !dbg !53

830:                                              ; preds = %__nv_exp2f.exit129
  %831 = tail call float @llvm.nvvm.ex2.approx.f(float %791) #2, !dbg !53
  br label %__nv_exp2f.exit132, !dbg !53

__nv_exp2f.exit132:                               ; preds = %828, %830
  %.0.i131 = phi float [ %829, %828 ], [ %831, %830 ], !dbg !53
  %832 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !53
  %.not.i133 = icmp eq i32 %832, 0, !dbg !53
  br i1 %.not.i133, label %835, label %833, !dbg !53

833:                                              ; preds = %__nv_exp2f.exit132
  %834 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %792) #2, !dbg !53
  br label %__nv_exp2f.exit135, !dbg !53

835:                                              ; preds = %__nv_exp2f.exit132
  %836 = tail call float @llvm.nvvm.ex2.approx.f(float %792) #2, !dbg !53
  br label %__nv_exp2f.exit135, !dbg !53

__nv_exp2f.exit135:                               ; preds = %833, %835
  %.0.i134 = phi float [ %834, %833 ], [ %836, %835 ], !dbg !53
  %837 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !53
  %.not.i136 = icmp eq i32 %837, 0, !dbg !53
  br i1 %.not.i136, label %840, label %838, !dbg !53

838:                                              ; preds = %__nv_exp2f.exit135
  %839 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %793) #2, !dbg !53
  br label %__nv_exp2f.exit138, !dbg !53

840:                                              ; preds = %__nv_exp2f.exit135
  %841 = tail call float @llvm.nvvm.ex2.approx.f(float %793) #2, !dbg !53
  br label %__nv_exp2f.exit138, !dbg !53

__nv_exp2f.exit138:                               ; preds = %838, %840
  %.0.i137 = phi float [ %839, %838 ], [ %841, %840 ], !dbg !53
  %842 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !53
  %.not.i139 = icmp eq i32 %842, 0, !dbg !53
  br i1 %.not.i139, label %845, label %843, !dbg !53

843:                                              ; preds = %__nv_exp2f.exit138
  %844 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %794) #2, !dbg !53
  br label %__nv_exp2f.exit141, !dbg !53

845:                                              ; preds = %__nv_exp2f.exit138
  %846 = tail call float @llvm.nvvm.ex2.approx.f(float %794) #2, !dbg !53
  br label %__nv_exp2f.exit141, !dbg !53

__nv_exp2f.exit141:                               ; preds = %843, %845
  %.0.i140 = phi float [ %844, %843 ], [ %846, %845 ], !dbg !53
  %847 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !53
  %.not.i142 = icmp eq i32 %847, 0, !dbg !53
  br i1 %.not.i142, label %850, label %848, !dbg !53

848:                                              ; preds = %__nv_exp2f.exit141
  %849 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %795) #2, !dbg !53
  br label %__nv_exp2f.exit144, !dbg !53

850:                                              ; preds = %__nv_exp2f.exit141
  %851 = tail call float @llvm.nvvm.ex2.approx.f(float %795) #2, !dbg !53
  br label %__nv_exp2f.exit144, !dbg !53

__nv_exp2f.exit144:                               ; preds = %848, %850
  %.0.i143 = phi float [ %849, %848 ], [ %851, %850 ], !dbg !53
  %852 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !53
  %.not.i145 = icmp eq i32 %852, 0, !dbg !53
  br i1 %.not.i145, label %855, label %853, !dbg !53

853:                                              ; preds = %__nv_exp2f.exit144
  %854 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %796) #2, !dbg !53
  br label %__nv_exp2f.exit147, !dbg !53

855:                                              ; preds = %__nv_exp2f.exit144
  %856 = tail call float @llvm.nvvm.ex2.approx.f(float %796) #2, !dbg !53
  br label %__nv_exp2f.exit147, !dbg !53

__nv_exp2f.exit147:                               ; preds = %853, %855
  %.0.i146 = phi float [ %854, %853 ], [ %856, %855 ], !dbg !53
  %857 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !53
  %.not.i148 = icmp eq i32 %857, 0, !dbg !53
  br i1 %.not.i148, label %860, label %858, !dbg !53

858:                                              ; preds = %__nv_exp2f.exit147
  %859 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %797) #2, !dbg !53
  br label %__nv_exp2f.exit150, !dbg !53

860:                                              ; preds = %__nv_exp2f.exit147
  %861 = tail call float @llvm.nvvm.ex2.approx.f(float %797) #2, !dbg !53
  br label %__nv_exp2f.exit150, !dbg !53

__nv_exp2f.exit150:                               ; preds = %858, %860
  %.0.i149 = phi float [ %859, %858 ], [ %861, %860 ], !dbg !53
  %862 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !53
  %.not.i151 = icmp eq i32 %862, 0, !dbg !53
  br i1 %.not.i151, label %865, label %863, !dbg !53

863:                                              ; preds = %__nv_exp2f.exit150
  %864 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %798) #2, !dbg !53
  br label %__nv_exp2f.exit153, !dbg !53

865:                                              ; preds = %__nv_exp2f.exit150
  %866 = tail call float @llvm.nvvm.ex2.approx.f(float %798) #2, !dbg !53
  br label %__nv_exp2f.exit153, !dbg !53

__nv_exp2f.exit153:                               ; preds = %863, %865
  %.0.i152 = phi float [ %864, %863 ], [ %866, %865 ], !dbg !53
  %867 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !53
  %.not.i154 = icmp eq i32 %867, 0, !dbg !53
  br i1 %.not.i154, label %870, label %868, !dbg !53

868:                                              ; preds = %__nv_exp2f.exit153
  %869 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %799) #2, !dbg !53
  br label %__nv_exp2f.exit156, !dbg !53

870:                                              ; preds = %__nv_exp2f.exit153
  %871 = tail call float @llvm.nvvm.ex2.approx.f(float %799) #2, !dbg !53
  br label %__nv_exp2f.exit156, !dbg !53

__nv_exp2f.exit156:                               ; preds = %868, %870
  %.0.i155 = phi float [ %869, %868 ], [ %871, %870 ], !dbg !53
  %872 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !53
  %.not.i157 = icmp eq i32 %872, 0, !dbg !53
  br i1 %.not.i157, label %875, label %873, !dbg !53

873:                                              ; preds = %__nv_exp2f.exit156
  %874 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %800) #2, !dbg !53
  br label %__nv_exp2f.exit159, !dbg !53

875:                                              ; preds = %__nv_exp2f.exit156
  %876 = tail call float @llvm.nvvm.ex2.approx.f(float %800) #2, !dbg !53
  br label %__nv_exp2f.exit159, !dbg !53

__nv_exp2f.exit159:                               ; preds = %873, %875
  %.0.i158 = phi float [ %874, %873 ], [ %876, %875 ], !dbg !53
  %877 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !53
  %.not.i160 = icmp eq i32 %877, 0, !dbg !53
  br i1 %.not.i160, label %880, label %878, !dbg !53

878:                                              ; preds = %__nv_exp2f.exit159
  %879 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %801) #2, !dbg !53
  br label %__nv_exp2f.exit162, !dbg !53

880:                                              ; preds = %__nv_exp2f.exit159
  %881 = tail call float @llvm.nvvm.ex2.approx.f(float %801) #2, !dbg !53
  br label %__nv_exp2f.exit162, !dbg !53

__nv_exp2f.exit162:                               ; preds = %878, %880
  %.0.i161 = phi float [ %879, %878 ], [ %881, %880 ], !dbg !53
  %882 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !53
  %.not.i163 = icmp eq i32 %882, 0, !dbg !53
  br i1 %.not.i163, label %885, label %883, !dbg !53

883:                                              ; preds = %__nv_exp2f.exit162
  %884 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %802) #2, !dbg !53
  br label %__nv_exp2f.exit165, !dbg !53

885:                                              ; preds = %__nv_exp2f.exit162
  %886 = tail call float @llvm.nvvm.ex2.approx.f(float %802) #2, !dbg !53
  br label %__nv_exp2f.exit165, !dbg !53

__nv_exp2f.exit165:                               ; preds = %883, %885
  %.0.i164 = phi float [ %884, %883 ], [ %886, %885 ], !dbg !53
  %887 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !53
  %.not.i166 = icmp eq i32 %887, 0, !dbg !53
  br i1 %.not.i166, label %890, label %888, !dbg !53

888:                                              ; preds = %__nv_exp2f.exit165
  %889 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %803) #2, !dbg !53
  br label %__nv_exp2f.exit168, !dbg !53

890:                                              ; preds = %__nv_exp2f.exit165
  %891 = tail call float @llvm.nvvm.ex2.approx.f(float %803) #2, !dbg !53
  br label %__nv_exp2f.exit168, !dbg !53

__nv_exp2f.exit168:                               ; preds = %888, %890
  %.0.i167 = phi float [ %889, %888 ], [ %891, %890 ], !dbg !53
  %892 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !53
  %.not.i169 = icmp eq i32 %892, 0, !dbg !53
  br i1 %.not.i169, label %895, label %893, !dbg !53

893:                                              ; preds = %__nv_exp2f.exit168
  %894 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %804) #2, !dbg !53
  br label %__nv_exp2f.exit171, !dbg !53

895:                                              ; preds = %__nv_exp2f.exit168
  %896 = tail call float @llvm.nvvm.ex2.approx.f(float %804) #2, !dbg !53
  br label %__nv_exp2f.exit171, !dbg !53

__nv_exp2f.exit171:                               ; preds = %893, %895
  %.0.i170 = phi float [ %894, %893 ], [ %896, %895 ], !dbg !53
  %897 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !53
  %.not.i172 = icmp eq i32 %897, 0, !dbg !53
  br i1 %.not.i172, label %900, label %898, !dbg !53

898:                                              ; preds = %__nv_exp2f.exit171
  %899 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %805) #2, !dbg !53
  br label %__nv_exp2f.exit174, !dbg !53

900:                                              ; preds = %__nv_exp2f.exit171
  %901 = tail call float @llvm.nvvm.ex2.approx.f(float %805) #2, !dbg !53
  br label %__nv_exp2f.exit174, !dbg !53

__nv_exp2f.exit174:                               ; preds = %898, %900
  %.0.i173 = phi float [ %899, %898 ], [ %901, %900 ], !dbg !53
  %902 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !53
  %.not.i175 = icmp eq i32 %902, 0, !dbg !53
  br i1 %.not.i175, label %905, label %903, !dbg !53

903:                                              ; preds = %__nv_exp2f.exit174
  %904 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %806) #2, !dbg !53
  br label %__nv_exp2f.exit177, !dbg !53

905:                                              ; preds = %__nv_exp2f.exit174
  %906 = tail call float @llvm.nvvm.ex2.approx.f(float %806) #2, !dbg !53
  br label %__nv_exp2f.exit177, !dbg !53

__nv_exp2f.exit177:                               ; preds = %903, %905
  %.0.i176 = phi float [ %904, %903 ], [ %906, %905 ], !dbg !53
  %907 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !53
  %.not.i178 = icmp eq i32 %907, 0, !dbg !53
  br i1 %.not.i178, label %910, label %908, !dbg !53

908:                                              ; preds = %__nv_exp2f.exit177
  %909 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %807) #2, !dbg !53
  br label %__nv_exp2f.exit180, !dbg !53

910:                                              ; preds = %__nv_exp2f.exit177
  %911 = tail call float @llvm.nvvm.ex2.approx.f(float %807) #2, !dbg !53
  br label %__nv_exp2f.exit180, !dbg !53

__nv_exp2f.exit180:                               ; preds = %908, %910
  %.0.i179 = phi float [ %909, %908 ], [ %911, %910 ], !dbg !53
  %912 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !53
  %.not.i181 = icmp eq i32 %912, 0, !dbg !53
  br i1 %.not.i181, label %915, label %913, !dbg !53

913:                                              ; preds = %__nv_exp2f.exit180
  %914 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %808) #2, !dbg !53
  br label %__nv_exp2f.exit183, !dbg !53

915:                                              ; preds = %__nv_exp2f.exit180
  %916 = tail call float @llvm.nvvm.ex2.approx.f(float %808) #2, !dbg !53
  br label %__nv_exp2f.exit183, !dbg !53

__nv_exp2f.exit183:                               ; preds = %913, %915
  %.0.i182 = phi float [ %914, %913 ], [ %916, %915 ], !dbg !53
  %917 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !53
  %.not.i184 = icmp eq i32 %917, 0, !dbg !53
  br i1 %.not.i184, label %920, label %918, !dbg !53

918:                                              ; preds = %__nv_exp2f.exit183
  %919 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %809) #2, !dbg !53
  br label %__nv_exp2f.exit186, !dbg !53

920:                                              ; preds = %__nv_exp2f.exit183
  %921 = tail call float @llvm.nvvm.ex2.approx.f(float %809) #2, !dbg !53
  br label %__nv_exp2f.exit186, !dbg !53

__nv_exp2f.exit186:                               ; preds = %918, %920
  %.0.i185 = phi float [ %919, %918 ], [ %921, %920 ], !dbg !53
  %922 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !53
  %.not.i187 = icmp eq i32 %922, 0, !dbg !53
  br i1 %.not.i187, label %925, label %923, !dbg !53

923:                                              ; preds = %__nv_exp2f.exit186
  %924 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %810) #2, !dbg !53
  br label %__nv_exp2f.exit189, !dbg !53

925:                                              ; preds = %__nv_exp2f.exit186
  %926 = tail call float @llvm.nvvm.ex2.approx.f(float %810) #2, !dbg !53
  br label %__nv_exp2f.exit189, !dbg !53

__nv_exp2f.exit189:                               ; preds = %923, %925
  %.0.i188 = phi float [ %924, %923 ], [ %926, %925 ], !dbg !53
  %927 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !53
  %.not.i190 = icmp eq i32 %927, 0, !dbg !53
  br i1 %.not.i190, label %930, label %928, !dbg !53

928:                                              ; preds = %__nv_exp2f.exit189
  %929 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %811) #2, !dbg !53
  br label %__nv_exp2f.exit192, !dbg !53

930:                                              ; preds = %__nv_exp2f.exit189
  %931 = tail call float @llvm.nvvm.ex2.approx.f(float %811) #2, !dbg !53
  br label %__nv_exp2f.exit192, !dbg !53

__nv_exp2f.exit192:                               ; preds = %928, %930
  %.0.i191 = phi float [ %929, %928 ], [ %931, %930 ], !dbg !53
  %932 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !53
  %.not.i193 = icmp eq i32 %932, 0, !dbg !53
  br i1 %.not.i193, label %935, label %933, !dbg !53

933:                                              ; preds = %__nv_exp2f.exit192
  %934 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %812) #2, !dbg !53
  br label %__nv_exp2f.exit195, !dbg !53

935:                                              ; preds = %__nv_exp2f.exit192
  %936 = tail call float @llvm.nvvm.ex2.approx.f(float %812) #2, !dbg !53
  br label %__nv_exp2f.exit195, !dbg !53

__nv_exp2f.exit195:                               ; preds = %933, %935
  %.0.i194 = phi float [ %934, %933 ], [ %936, %935 ], !dbg !53
  %937 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !53
  %.not.i196 = icmp eq i32 %937, 0, !dbg !53
  br i1 %.not.i196, label %940, label %938, !dbg !53

938:                                              ; preds = %__nv_exp2f.exit195
  %939 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %813) #2, !dbg !53
  br label %__nv_exp2f.exit198, !dbg !53

940:                                              ; preds = %__nv_exp2f.exit195
  %941 = tail call float @llvm.nvvm.ex2.approx.f(float %813) #2, !dbg !53
  br label %__nv_exp2f.exit198, !dbg !53

__nv_exp2f.exit198:                               ; preds = %938, %940
  %.0.i197 = phi float [ %939, %938 ], [ %941, %940 ], !dbg !53
  %942 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !53
  %.not.i199 = icmp eq i32 %942, 0, !dbg !53
  br i1 %.not.i199, label %945, label %943, !dbg !53

943:                                              ; preds = %__nv_exp2f.exit198
  %944 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %814) #2, !dbg !53
  br label %__nv_exp2f.exit201, !dbg !53

945:                                              ; preds = %__nv_exp2f.exit198
  %946 = tail call float @llvm.nvvm.ex2.approx.f(float %814) #2, !dbg !53
  br label %__nv_exp2f.exit201, !dbg !53

__nv_exp2f.exit201:                               ; preds = %943, %945
  %.0.i200 = phi float [ %944, %943 ], [ %946, %945 ], !dbg !53
  %947 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !53
  %.not.i202 = icmp eq i32 %947, 0, !dbg !53
  br i1 %.not.i202, label %950, label %948, !dbg !53

948:                                              ; preds = %__nv_exp2f.exit201
  %949 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %815) #2, !dbg !53
  br label %__nv_exp2f.exit204, !dbg !53

950:                                              ; preds = %__nv_exp2f.exit201
  %951 = tail call float @llvm.nvvm.ex2.approx.f(float %815) #2, !dbg !53
  br label %__nv_exp2f.exit204, !dbg !53

__nv_exp2f.exit204:                               ; preds = %948, %950
  %.0.i203 = phi float [ %949, %948 ], [ %951, %950 ], !dbg !53
  %952 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !53
  %.not.i205 = icmp eq i32 %952, 0, !dbg !53
  br i1 %.not.i205, label %955, label %953, !dbg !53

953:                                              ; preds = %__nv_exp2f.exit204
  %954 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %816) #2, !dbg !53
  br label %__nv_exp2f.exit207, !dbg !53

955:                                              ; preds = %__nv_exp2f.exit204
  %956 = tail call float @llvm.nvvm.ex2.approx.f(float %816) #2, !dbg !53
  br label %__nv_exp2f.exit207, !dbg !53

__nv_exp2f.exit207:                               ; preds = %953, %955
  %.0.i206 = phi float [ %954, %953 ], [ %956, %955 ], !dbg !53
  %957 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !53
  %.not.i208 = icmp eq i32 %957, 0, !dbg !53
  br i1 %.not.i208, label %960, label %958, !dbg !53

958:                                              ; preds = %__nv_exp2f.exit207
  %959 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %817) #2, !dbg !53
  br label %__nv_exp2f.exit210, !dbg !53

960:                                              ; preds = %__nv_exp2f.exit207
  %961 = tail call float @llvm.nvvm.ex2.approx.f(float %817) #2, !dbg !53
  br label %__nv_exp2f.exit210, !dbg !53

__nv_exp2f.exit210:                               ; preds = %958, %960
  %.0.i209 = phi float [ %959, %958 ], [ %961, %960 ], !dbg !53
  %962 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !53
  %.not.i211 = icmp eq i32 %962, 0, !dbg !53
  br i1 %.not.i211, label %965, label %963, !dbg !53

963:                                              ; preds = %__nv_exp2f.exit210
  %964 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %818) #2, !dbg !53
  br label %__nv_exp2f.exit213, !dbg !53

965:                                              ; preds = %__nv_exp2f.exit210
  %966 = tail call float @llvm.nvvm.ex2.approx.f(float %818) #2, !dbg !53
  br label %__nv_exp2f.exit213, !dbg !53

__nv_exp2f.exit213:                               ; preds = %963, %965
  %.0.i212 = phi float [ %964, %963 ], [ %966, %965 ], !dbg !53
  %967 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !53
  %.not.i214 = icmp eq i32 %967, 0, !dbg !53
  br i1 %.not.i214, label %970, label %968, !dbg !53

968:                                              ; preds = %__nv_exp2f.exit213
  %969 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %819) #2, !dbg !53
  br label %__nv_exp2f.exit216, !dbg !53

970:                                              ; preds = %__nv_exp2f.exit213
  %971 = tail call float @llvm.nvvm.ex2.approx.f(float %819) #2, !dbg !53
  br label %__nv_exp2f.exit216, !dbg !53

__nv_exp2f.exit216:                               ; preds = %968, %970
  %.0.i215 = phi float [ %969, %968 ], [ %971, %970 ], !dbg !53
  %972 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !53
  %.not.i217 = icmp eq i32 %972, 0, !dbg !53
  br i1 %.not.i217, label %975, label %973, !dbg !53

973:                                              ; preds = %__nv_exp2f.exit216
  %974 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %820) #2, !dbg !53
  br label %__nv_exp2f.exit219, !dbg !53

975:                                              ; preds = %__nv_exp2f.exit216
  %976 = tail call float @llvm.nvvm.ex2.approx.f(float %820) #2, !dbg !53
  br label %__nv_exp2f.exit219, !dbg !53

__nv_exp2f.exit219:                               ; preds = %973, %975
  %.0.i218 = phi float [ %974, %973 ], [ %976, %975 ], !dbg !53
  %977 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !53
  %.not.i220 = icmp eq i32 %977, 0, !dbg !53
  br i1 %.not.i220, label %980, label %978, !dbg !53

978:                                              ; preds = %__nv_exp2f.exit219
  %979 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %821) #2, !dbg !53
  br label %__nv_exp2f.exit222, !dbg !53

980:                                              ; preds = %__nv_exp2f.exit219
  %981 = tail call float @llvm.nvvm.ex2.approx.f(float %821) #2, !dbg !53
  br label %__nv_exp2f.exit222, !dbg !53

__nv_exp2f.exit222:                               ; preds = %978, %980
  %.0.i221 = phi float [ %979, %978 ], [ %981, %980 ], !dbg !53
  %982 = fsub float %313, %756, !dbg !54
  %983 = fsub float %314, %757, !dbg !54
  %984 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !55
  %.not.i223 = icmp eq i32 %984, 0, !dbg !55
  br i1 %.not.i223, label %987, label %985, !dbg !55

985:                                              ; preds = %__nv_exp2f.exit222
  %986 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %982) #2, !dbg !55
  br label %__nv_exp2f.exit225, !dbg !55

987:                                              ; preds = %__nv_exp2f.exit222
  %988 = tail call float @llvm.nvvm.ex2.approx.f(float %982) #2, !dbg !55
  br label %__nv_exp2f.exit225, !dbg !55

__nv_exp2f.exit225:                               ; preds = %985, %987
  %.0.i224 = phi float [ %986, %985 ], [ %988, %987 ], !dbg !55
  %989 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !55
  %.not.i226 = icmp eq i32 %989, 0, !dbg !55
  br i1 %.not.i226, label %992, label %990, !dbg !55

990:                                              ; preds = %__nv_exp2f.exit225
  %991 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %983) #2, !dbg !55
  br label %__nv_exp2f.exit228, !dbg !55

992:                                              ; preds = %__nv_exp2f.exit225
  %993 = tail call float @llvm.nvvm.ex2.approx.f(float %983) #2, !dbg !55
  br label %__nv_exp2f.exit228, !dbg !55

__nv_exp2f.exit228:                               ; preds = %990, %992
  %.0.i227 = phi float [ %991, %990 ], [ %993, %992 ], !dbg !55
  %994 = fmul float %311, %.0.i224, !dbg !56
  %995 = fmul float %312, %.0.i227, !dbg !56
  %996 = fadd float %.0.i128, %.0.i131, !dbg !57
  %997 = fadd float %.0.i134, %.0.i137, !dbg !57
  %998 = fadd float %996, %.0.i140, !dbg !57
  %999 = fadd float %998, %.0.i143, !dbg !57
  %1000 = fadd float %997, %.0.i146, !dbg !57
  %1001 = fadd float %1000, %.0.i149, !dbg !57
  %1002 = fadd float %999, %.0.i152, !dbg !57
  %1003 = fadd float %1002, %.0.i155, !dbg !57
  %1004 = fadd float %1001, %.0.i158, !dbg !57
  %1005 = fadd float %1004, %.0.i161, !dbg !57
  %1006 = fadd float %1003, %.0.i164, !dbg !57
  %1007 = fadd float %1006, %.0.i167, !dbg !57
  %1008 = fadd float %1005, %.0.i170, !dbg !57
  %1009 = fadd float %1008, %.0.i173, !dbg !57
  %1010 = fadd float %1007, %.0.i176, !dbg !57
  %1011 = fadd float %1010, %.0.i179, !dbg !57
  %1012 = fadd float %1009, %.0.i182, !dbg !57
  %1013 = fadd float %1012, %.0.i185, !dbg !57
  %1014 = fadd float %1011, %.0.i188, !dbg !57
  %1015 = fadd float %1014, %.0.i191, !dbg !57
  %1016 = fadd float %1013, %.0.i194, !dbg !57
  %1017 = fadd float %1016, %.0.i197, !dbg !57
  %1018 = fadd float %1015, %.0.i200, !dbg !57
  %1019 = fadd float %1018, %.0.i203, !dbg !57
  %1020 = fadd float %1017, %.0.i206, !dbg !57
  %1021 = fadd float %1020, %.0.i209, !dbg !57
  %1022 = fadd float %1019, %.0.i212, !dbg !57
  %1023 = fadd float %1022, %.0.i215, !dbg !57
  %1024 = fadd float %1021, %.0.i218, !dbg !57
  %1025 = fadd float %1024, %.0.i221, !dbg !57
  %1026 = bitcast float %1023 to i32, !dbg !58
  %1027 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1026, i32 2, i32 31), !dbg !58
  %1028 = bitcast i32 %1027 to float, !dbg !58
  %1029 = fadd float %1023, %1028, !dbg !57
  %1030 = bitcast float %1029 to i32, !dbg !58
  %1031 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1030, i32 1, i32 31), !dbg !58
  %1032 = bitcast i32 %1031 to float, !dbg !58
  %1033 = fadd float %1029, %1032, !dbg !57
  %1034 = bitcast float %1025 to i32, !dbg !58
  %1035 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1034, i32 2, i32 31), !dbg !58
  %1036 = bitcast i32 %1035 to float, !dbg !58
  %1037 = fadd float %1025, %1036, !dbg !57
  %1038 = bitcast float %1037 to i32, !dbg !58
  %1039 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %1038, i32 1, i32 31), !dbg !58
  %1040 = bitcast i32 %1039 to float, !dbg !58
  %1041 = fadd float %1037, %1040, !dbg !57
  %1042 = fadd float %994, %1033, !dbg !60
  %1043 = fadd float %995, %1041, !dbg !60
  %1044 = fmul float %644, %.0.i224, !dbg !61
  %1045 = fmul float %645, %.0.i224, !dbg !61
  %1046 = fmul float %646, %.0.i227, !dbg !61
  %1047 = fmul float %647, %.0.i227, !dbg !61
  %1048 = fmul float %648, %.0.i224, !dbg !61
  %1049 = fmul float %649, %.0.i224, !dbg !61
  %1050 = fmul float %650, %.0.i227, !dbg !61
  %1051 = fmul float %651, %.0.i227, !dbg !61
  %1052 = fmul float %652, %.0.i224, !dbg !61
  %1053 = fmul float %653, %.0.i224, !dbg !61
  %1054 = fmul float %654, %.0.i227, !dbg !61
  %1055 = fmul float %655, %.0.i227, !dbg !61
  %1056 = fmul float %656, %.0.i224, !dbg !61
  %1057 = fmul float %657, %.0.i224, !dbg !61
  %1058 = fmul float %658, %.0.i227, !dbg !61
  %1059 = fmul float %659, %.0.i227, !dbg !61
  %1060 = fmul float %660, %.0.i224, !dbg !61
  %1061 = fmul float %661, %.0.i224, !dbg !61
  %1062 = fmul float %662, %.0.i227, !dbg !61
  %1063 = fmul float %663, %.0.i227, !dbg !61
  %1064 = fmul float %664, %.0.i224, !dbg !61
  %1065 = fmul float %665, %.0.i224, !dbg !61
  %1066 = fmul float %666, %.0.i227, !dbg !61
  %1067 = fmul float %667, %.0.i227, !dbg !61
  %1068 = fmul float %668, %.0.i224, !dbg !61
  %1069 = fmul float %669, %.0.i224, !dbg !61
  %1070 = fmul float %670, %.0.i227, !dbg !61
  %1071 = fmul float %671, %.0.i227, !dbg !61
  %1072 = fmul float %672, %.0.i224, !dbg !61
  %1073 = fmul float %673, %.0.i224, !dbg !61
  %1074 = fmul float %674, %.0.i227, !dbg !61
  %1075 = fmul float %675, %.0.i227, !dbg !61
  %1076 = fmul float %676, %.0.i224, !dbg !61
  %1077 = fmul float %677, %.0.i224, !dbg !61
  %1078 = fmul float %678, %.0.i227, !dbg !61
  %1079 = fmul float %679, %.0.i227, !dbg !61
  %1080 = fmul float %680, %.0.i224, !dbg !61
  %1081 = fmul float %681, %.0.i224, !dbg !61
  %1082 = fmul float %682, %.0.i227, !dbg !61
  %1083 = fmul float %683, %.0.i227, !dbg !61
  %1084 = fmul float %684, %.0.i224, !dbg !61
  %1085 = fmul float %685, %.0.i224, !dbg !61
  %1086 = fmul float %686, %.0.i227, !dbg !61
  %1087 = fmul float %687, %.0.i227, !dbg !61
  %1088 = fmul float %688, %.0.i224, !dbg !61
  %1089 = fmul float %689, %.0.i224, !dbg !61
  %1090 = fmul float %690, %.0.i227, !dbg !61
  %1091 = fmul float %691, %.0.i227, !dbg !61
  %1092 = fmul float %692, %.0.i224, !dbg !61
  %1093 = fmul float %693, %.0.i224, !dbg !61
  %1094 = fmul float %694, %.0.i227, !dbg !61
  %1095 = fmul float %695, %.0.i227, !dbg !61
  %1096 = fmul float %696, %.0.i224, !dbg !61
  %1097 = fmul float %697, %.0.i224, !dbg !61
  %1098 = fmul float %698, %.0.i227, !dbg !61
  %1099 = fmul float %699, %.0.i227, !dbg !61
  %1100 = fmul float %700, %.0.i224, !dbg !61
  %1101 = fmul float %701, %.0.i224, !dbg !61
  %1102 = fmul float %702, %.0.i227, !dbg !61
  %1103 = fmul float %703, %.0.i227, !dbg !61
  %1104 = fmul float %704, %.0.i224, !dbg !61
  %1105 = fmul float %705, %.0.i224, !dbg !61
  %1106 = fmul float %706, %.0.i227, !dbg !61
  %1107 = fmul float %707, %.0.i227, !dbg !61
  %1108 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %319, !dbg !40
  %1109 = insertelement <2 x float> poison, float %.0.i128, i64 0, !dbg !62
  %1110 = insertelement <2 x float> %1109, float %.0.i131, i64 1, !dbg !62
  %1111 = fptrunc <2 x float> %1110 to <2 x bfloat>, !dbg !62
  %1112 = insertelement <2 x float> poison, float %.0.i134, i64 0, !dbg !62
  %1113 = insertelement <2 x float> %1112, float %.0.i137, i64 1, !dbg !62
  %1114 = fptrunc <2 x float> %1113 to <2 x bfloat>, !dbg !62
  %1115 = insertelement <2 x float> poison, float %.0.i140, i64 0, !dbg !62
  %1116 = insertelement <2 x float> %1115, float %.0.i143, i64 1, !dbg !62
  %1117 = fptrunc <2 x float> %1116 to <2 x bfloat>, !dbg !62
  %1118 = insertelement <2 x float> poison, float %.0.i146, i64 0, !dbg !62
  %1119 = insertelement <2 x float> %1118, float %.0.i149, i64 1, !dbg !62
  %1120 = fptrunc <2 x float> %1119 to <2 x bfloat>, !dbg !62
  %1121 = insertelement <2 x float> poison, float %.0.i152, i64 0, !dbg !62
  %1122 = insertelement <2 x float> %1121, float %.0.i155, i64 1, !dbg !62
  %1123 = fptrunc <2 x float> %1122 to <2 x bfloat>, !dbg !62
  %1124 = insertelement <2 x float> poison, float %.0.i158, i64 0, !dbg !62
  %1125 = insertelement <2 x float> %1124, float %.0.i161, i64 1, !dbg !62
  %1126 = fptrunc <2 x float> %1125 to <2 x bfloat>, !dbg !62
  %1127 = insertelement <2 x float> poison, float %.0.i164, i64 0, !dbg !62
  %1128 = insertelement <2 x float> %1127, float %.0.i167, i64 1, !dbg !62
  %1129 = fptrunc <2 x float> %1128 to <2 x bfloat>, !dbg !62
  %1130 = insertelement <2 x float> poison, float %.0.i170, i64 0, !dbg !62
  %1131 = insertelement <2 x float> %1130, float %.0.i173, i64 1, !dbg !62
  %1132 = fptrunc <2 x float> %1131 to <2 x bfloat>, !dbg !62
  %1133 = insertelement <2 x float> poison, float %.0.i176, i64 0, !dbg !62
  %1134 = insertelement <2 x float> %1133, float %.0.i179, i64 1, !dbg !62
  %1135 = fptrunc <2 x float> %1134 to <2 x bfloat>, !dbg !62
  %1136 = insertelement <2 x float> poison, float %.0.i182, i64 0, !dbg !62
  %1137 = insertelement <2 x float> %1136, float %.0.i185, i64 1, !dbg !62
  %1138 = fptrunc <2 x float> %1137 to <2 x bfloat>, !dbg !62
  %1139 = insertelement <2 x float> poison, float %.0.i188, i64 0, !dbg !62
  %1140 = insertelement <2 x float> %1139, float %.0.i191, i64 1, !dbg !62
  %1141 = fptrunc <2 x float> %1140 to <2 x bfloat>, !dbg !62
  %1142 = insertelement <2 x float> poison, float %.0.i194, i64 0, !dbg !62
  %1143 = insertelement <2 x float> %1142, float %.0.i197, i64 1, !dbg !62
  %1144 = fptrunc <2 x float> %1143 to <2 x bfloat>, !dbg !62
  %1145 = insertelement <2 x float> poison, float %.0.i200, i64 0, !dbg !62
  %1146 = insertelement <2 x float> %1145, float %.0.i203, i64 1, !dbg !62
  %1147 = fptrunc <2 x float> %1146 to <2 x bfloat>, !dbg !62
  %1148 = insertelement <2 x float> poison, float %.0.i206, i64 0, !dbg !62
  %1149 = insertelement <2 x float> %1148, float %.0.i209, i64 1, !dbg !62
  %1150 = fptrunc <2 x float> %1149 to <2 x bfloat>, !dbg !62
  %1151 = insertelement <2 x float> poison, float %.0.i212, i64 0, !dbg !62
  %1152 = insertelement <2 x float> %1151, float %.0.i215, i64 1, !dbg !62
  %1153 = fptrunc <2 x float> %1152 to <2 x bfloat>, !dbg !62
  %1154 = insertelement <2 x float> poison, float %.0.i218, i64 0, !dbg !62
  %1155 = insertelement <2 x float> %1154, float %.0.i221, i64 1, !dbg !62
  %1156 = fptrunc <2 x float> %1155 to <2 x bfloat>, !dbg !62
  %1157 = ptrtoint ptr addrspace(3) %1108 to i32, !dbg !63
  %1158 = lshr exact i32 %1157, 4, !dbg !63
  %1159 = and i32 %1158, 16383, !dbg !63
  %1160 = zext nneg i32 %1159 to i64, !dbg !63
  %1161 = bitcast <2 x bfloat> %1111 to i32, !dbg !63
  %1162 = bitcast <2 x bfloat> %1114 to i32, !dbg !63
  %1163 = bitcast <2 x bfloat> %1117 to i32, !dbg !63
  %1164 = bitcast <2 x bfloat> %1120 to i32, !dbg !63
  %1165 = bitcast <2 x bfloat> %1123 to i32, !dbg !63
  %1166 = bitcast <2 x bfloat> %1126 to i32, !dbg !63
  %1167 = bitcast <2 x bfloat> %1129 to i32, !dbg !63
  %1168 = bitcast <2 x bfloat> %1132 to i32, !dbg !63
  %1169 = bitcast <2 x bfloat> %1135 to i32, !dbg !63
  %1170 = bitcast <2 x bfloat> %1138 to i32, !dbg !63
  %1171 = bitcast <2 x bfloat> %1141 to i32, !dbg !63
  %1172 = bitcast <2 x bfloat> %1144 to i32, !dbg !63
  %1173 = bitcast <2 x bfloat> %1147 to i32, !dbg !63
  %1174 = bitcast <2 x bfloat> %1150 to i32, !dbg !63
  %1175 = bitcast <2 x bfloat> %1153 to i32, !dbg !63
  %1176 = bitcast <2 x bfloat> %1156 to i32, !dbg !63
  tail call void @llvm.nvvm.wgmma.fence.sync.aligned(), !dbg !63
  %1177 = or disjoint i64 %1160, 4611686293338849280, !dbg !63
  %1178 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31,$32,$33,$34,$35,$36,$37,$38,$39,$40,$41,$42,$43,$44,$45,$46,$47,$48,$49,$50,$51,$52,$53,$54,$55,$56,$57,$58,$59,$60,$61,$62,$63}, {$128,$129,$130,$131}, $132, $133, 1, 1, 1;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,r,r,r,r,l,b"(float %1044, float %1045, float %1046, float %1047, float %1048, float %1049, float %1050, float %1051, float %1052, float %1053, float %1054, float %1055, float %1056, float %1057, float %1058, float %1059, float %1060, float %1061, float %1062, float %1063, float %1064, float %1065, float %1066, float %1067, float %1068, float %1069, float %1070, float %1071, float %1072, float %1073, float %1074, float %1075, float %1076, float %1077, float %1078, float %1079, float %1080, float %1081, float %1082, float %1083, float %1084, float %1085, float %1086, float %1087, float %1088, float %1089, float %1090, float %1091, float %1092, float %1093, float %1094, float %1095, float %1096, float %1097, float %1098, float %1099, float %1100, float %1101, float %1102, float %1103, float %1104, float %1105, float %1106, float %1107, i32 %1161, i32 %1162, i32 %1163, i32 %1164, i64 %1177, i1 true) #2, !dbg !63
  %1179 = add nuw nsw i64 %1160, 4611686293338849408, !dbg !63
  %1180 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1178, 0, !dbg !63
  %1181 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1178, 1, !dbg !63
  %1182 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1178, 2, !dbg !63
  %1183 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1178, 3, !dbg !63
  %1184 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1178, 4, !dbg !63
  %1185 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1178, 5, !dbg !63
  %1186 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1178, 6, !dbg !63
  %1187 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1178, 7, !dbg !63
  %1188 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1178, 8, !dbg !63
  %1189 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1178, 9, !dbg !63
  %1190 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1178, 10, !dbg !63
  %1191 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1178, 11, !dbg !63
  %1192 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1178, 12, !dbg !63
  %1193 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1178, 13, !dbg !63
  %1194 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1178, 14, !dbg !63
  %1195 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1178, 15, !dbg !63
  %1196 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1178, 16, !dbg !63
  %1197 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1178, 17, !dbg !63
  %1198 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1178, 18, !dbg !63
  %1199 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1178, 19, !dbg !63
  %1200 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1178, 20, !dbg !63
  %1201 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1178, 21, !dbg !63
  %1202 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1178, 22, !dbg !63
  %1203 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1178, 23, !dbg !63
  %1204 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1178, 24, !dbg !63
  %1205 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1178, 25, !dbg !63
  %1206 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1178, 26, !dbg !63
  %1207 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1178, 27, !dbg !63
  %1208 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1178, 28, !dbg !63
  %1209 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1178, 29, !dbg !63
  %1210 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1178, 30, !dbg !63
  %1211 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1178, 31, !dbg !63
  %1212 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1178, 32, !dbg !63
  %1213 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1178, 33, !dbg !63
  %1214 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1178, 34, !dbg !63
  %1215 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1178, 35, !dbg !63
  %1216 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1178, 36, !dbg !63
  %1217 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1178, 37, !dbg !63
  %1218 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1178, 38, !dbg !63
  %1219 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1178, 39, !dbg !63
  %1220 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1178, 40, !dbg !63
  %1221 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1178, 41, !dbg !63
  %1222 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1178, 42, !dbg !63
  %1223 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1178, 43, !dbg !63
  %1224 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1178, 44, !dbg !63
  %1225 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1178, 45, !dbg !63
  %1226 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1178, 46, !dbg !63
  %1227 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1178, 47, !dbg !63
  %1228 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1178, 48, !dbg !63
  %1229 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1178, 49, !dbg !63
  %1230 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1178, 50, !dbg !63
  %1231 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1178, 51, !dbg !63
  %1232 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1178, 52, !dbg !63
  %1233 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1178, 53, !dbg !63
  %1234 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1178, 54, !dbg !63
  %1235 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1178, 55, !dbg !63
  %1236 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1178, 56, !dbg !63
  %1237 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1178, 57, !dbg !63
  %1238 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1178, 58, !dbg !63
  %1239 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1178, 59, !dbg !63
  %1240 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1178, 60, !dbg !63
  %1241 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1178, 61, !dbg !63
  %1242 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1178, 62, !dbg !63
  %1243 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1178, 63, !dbg !63
  %1244 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31,$32,$33,$34,$35,$36,$37,$38,$39,$40,$41,$42,$43,$44,$45,$46,$47,$48,$49,$50,$51,$52,$53,$54,$55,$56,$57,$58,$59,$60,$61,$62,$63}, {$128,$129,$130,$131}, $132, $133, 1, 1, 1;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,r,r,r,r,l,b"(float %1180, float %1181, float %1182, float %1183, float %1184, float %1185, float %1186, float %1187, float %1188, float %1189, float %1190, float %1191, float %1192, float %1193, float %1194, float %1195, float %1196, float %1197, float %1198, float %1199, float %1200, float %1201, float %1202, float %1203, float %1204, float %1205, float %1206, float %1207, float %1208, float %1209, float %1210, float %1211, float %1212, float %1213, float %1214, float %1215, float %1216, float %1217, float %1218, float %1219, float %1220, float %1221, float %1222, float %1223, float %1224, float %1225, float %1226, float %1227, float %1228, float %1229, float %1230, float %1231, float %1232, float %1233, float %1234, float %1235, float %1236, float %1237, float %1238, float %1239, float %1240, float %1241, float %1242, float %1243, i32 %1165, i32 %1166, i32 %1167, i32 %1168, i64 %1179, i1 true) #2, !dbg !63
  %1245 = add nuw nsw i64 %1160, 4611686293338849536, !dbg !63
  %1246 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1244, 0, !dbg !63
  %1247 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1244, 1, !dbg !63
  %1248 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1244, 2, !dbg !63
  %1249 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1244, 3, !dbg !63
  %1250 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1244, 4, !dbg !63
  %1251 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1244, 5, !dbg !63
  %1252 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1244, 6, !dbg !63
  %1253 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1244, 7, !dbg !63
  %1254 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1244, 8, !dbg !63
  %1255 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1244, 9, !dbg !63
  %1256 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1244, 10, !dbg !63
  %1257 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1244, 11, !dbg !63
  %1258 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1244, 12, !dbg !63
  %1259 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1244, 13, !dbg !63
  %1260 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1244, 14, !dbg !63
  %1261 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1244, 15, !dbg !63
  %1262 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1244, 16, !dbg !63
  %1263 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1244, 17, !dbg !63
  %1264 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1244, 18, !dbg !63
  %1265 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1244, 19, !dbg !63
  %1266 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1244, 20, !dbg !63
  %1267 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1244, 21, !dbg !63
  %1268 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1244, 22, !dbg !63
  %1269 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1244, 23, !dbg !63
  %1270 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1244, 24, !dbg !63
  %1271 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1244, 25, !dbg !63
  %1272 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1244, 26, !dbg !63
  %1273 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1244, 27, !dbg !63
  %1274 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1244, 28, !dbg !63
  %1275 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1244, 29, !dbg !63
  %1276 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1244, 30, !dbg !63
  %1277 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1244, 31, !dbg !63
  %1278 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1244, 32, !dbg !63
  %1279 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1244, 33, !dbg !63
  %1280 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1244, 34, !dbg !63
  %1281 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1244, 35, !dbg !63
  %1282 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1244, 36, !dbg !63
  %1283 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1244, 37, !dbg !63
  %1284 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1244, 38, !dbg !63
  %1285 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1244, 39, !dbg !63
  %1286 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1244, 40, !dbg !63
  %1287 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1244, 41, !dbg !63
  %1288 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1244, 42, !dbg !63
  %1289 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1244, 43, !dbg !63
  %1290 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1244, 44, !dbg !63
  %1291 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1244, 45, !dbg !63
  %1292 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1244, 46, !dbg !63
  %1293 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1244, 47, !dbg !63
  %1294 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1244, 48, !dbg !63
  %1295 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1244, 49, !dbg !63
  %1296 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1244, 50, !dbg !63
  %1297 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1244, 51, !dbg !63
  %1298 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1244, 52, !dbg !63
  %1299 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1244, 53, !dbg !63
  %1300 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1244, 54, !dbg !63
  %1301 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1244, 55, !dbg !63
  %1302 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1244, 56, !dbg !63
  %1303 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1244, 57, !dbg !63
  %1304 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1244, 58, !dbg !63
  %1305 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1244, 59, !dbg !63
  %1306 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1244, 60, !dbg !63
  %1307 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1244, 61, !dbg !63
  %1308 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1244, 62, !dbg !63
  %1309 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1244, 63, !dbg !63
  %1310 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31,$32,$33,$34,$35,$36,$37,$38,$39,$40,$41,$42,$43,$44,$45,$46,$47,$48,$49,$50,$51,$52,$53,$54,$55,$56,$57,$58,$59,$60,$61,$62,$63}, {$128,$129,$130,$131}, $132, $133, 1, 1, 1;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,r,r,r,r,l,b"(float %1246, float %1247, float %1248, float %1249, float %1250, float %1251, float %1252, float %1253, float %1254, float %1255, float %1256, float %1257, float %1258, float %1259, float %1260, float %1261, float %1262, float %1263, float %1264, float %1265, float %1266, float %1267, float %1268, float %1269, float %1270, float %1271, float %1272, float %1273, float %1274, float %1275, float %1276, float %1277, float %1278, float %1279, float %1280, float %1281, float %1282, float %1283, float %1284, float %1285, float %1286, float %1287, float %1288, float %1289, float %1290, float %1291, float %1292, float %1293, float %1294, float %1295, float %1296, float %1297, float %1298, float %1299, float %1300, float %1301, float %1302, float %1303, float %1304, float %1305, float %1306, float %1307, float %1308, float %1309, i32 %1169, i32 %1170, i32 %1171, i32 %1172, i64 %1245, i1 true) #2, !dbg !63
  %1311 = add nuw nsw i64 %1160, 4611686293338849664, !dbg !63
  %1312 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1310, 0, !dbg !63
  %1313 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1310, 1, !dbg !63
  %1314 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1310, 2, !dbg !63
  %1315 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1310, 3, !dbg !63
  %1316 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1310, 4, !dbg !63
  %1317 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1310, 5, !dbg !63
  %1318 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1310, 6, !dbg !63
  %1319 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1310, 7, !dbg !63
  %1320 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1310, 8, !dbg !63
  %1321 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1310, 9, !dbg !63
  %1322 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1310, 10, !dbg !63
  %1323 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1310, 11, !dbg !63
  %1324 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1310, 12, !dbg !63
  %1325 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1310, 13, !dbg !63
  %1326 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1310, 14, !dbg !63
  %1327 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1310, 15, !dbg !63
  %1328 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1310, 16, !dbg !63
  %1329 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1310, 17, !dbg !63
  %1330 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1310, 18, !dbg !63
  %1331 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1310, 19, !dbg !63
  %1332 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1310, 20, !dbg !63
  %1333 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1310, 21, !dbg !63
  %1334 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1310, 22, !dbg !63
  %1335 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1310, 23, !dbg !63
  %1336 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1310, 24, !dbg !63
  %1337 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1310, 25, !dbg !63
  %1338 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1310, 26, !dbg !63
  %1339 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1310, 27, !dbg !63
  %1340 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1310, 28, !dbg !63
  %1341 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1310, 29, !dbg !63
  %1342 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1310, 30, !dbg !63
  %1343 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1310, 31, !dbg !63
  %1344 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1310, 32, !dbg !63
  %1345 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1310, 33, !dbg !63
  %1346 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1310, 34, !dbg !63
  %1347 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1310, 35, !dbg !63
  %1348 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1310, 36, !dbg !63
  %1349 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1310, 37, !dbg !63
  %1350 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1310, 38, !dbg !63
  %1351 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1310, 39, !dbg !63
  %1352 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1310, 40, !dbg !63
  %1353 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1310, 41, !dbg !63
  %1354 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1310, 42, !dbg !63
  %1355 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1310, 43, !dbg !63
  %1356 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1310, 44, !dbg !63
  %1357 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1310, 45, !dbg !63
  %1358 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1310, 46, !dbg !63
  %1359 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1310, 47, !dbg !63
  %1360 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1310, 48, !dbg !63
  %1361 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1310, 49, !dbg !63
  %1362 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1310, 50, !dbg !63
  %1363 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1310, 51, !dbg !63
  %1364 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1310, 52, !dbg !63
  %1365 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1310, 53, !dbg !63
  %1366 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1310, 54, !dbg !63
  %1367 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1310, 55, !dbg !63
  %1368 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1310, 56, !dbg !63
  %1369 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1310, 57, !dbg !63
  %1370 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1310, 58, !dbg !63
  %1371 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1310, 59, !dbg !63
  %1372 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1310, 60, !dbg !63
  %1373 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1310, 61, !dbg !63
  %1374 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1310, 62, !dbg !63
  %1375 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1310, 63, !dbg !63
  %1376 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31,$32,$33,$34,$35,$36,$37,$38,$39,$40,$41,$42,$43,$44,$45,$46,$47,$48,$49,$50,$51,$52,$53,$54,$55,$56,$57,$58,$59,$60,$61,$62,$63}, {$128,$129,$130,$131}, $132, $133, 1, 1, 1;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,r,r,r,r,l,b"(float %1312, float %1313, float %1314, float %1315, float %1316, float %1317, float %1318, float %1319, float %1320, float %1321, float %1322, float %1323, float %1324, float %1325, float %1326, float %1327, float %1328, float %1329, float %1330, float %1331, float %1332, float %1333, float %1334, float %1335, float %1336, float %1337, float %1338, float %1339, float %1340, float %1341, float %1342, float %1343, float %1344, float %1345, float %1346, float %1347, float %1348, float %1349, float %1350, float %1351, float %1352, float %1353, float %1354, float %1355, float %1356, float %1357, float %1358, float %1359, float %1360, float %1361, float %1362, float %1363, float %1364, float %1365, float %1366, float %1367, float %1368, float %1369, float %1370, float %1371, float %1372, float %1373, float %1374, float %1375, i32 %1173, i32 %1174, i32 %1175, i32 %1176, i64 %1311, i1 true) #2, !dbg !63
  %1377 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1376, 0, !dbg !63
  %1378 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1376, 1, !dbg !63
  %1379 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1376, 2, !dbg !63
  %1380 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1376, 3, !dbg !63
  %1381 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1376, 4, !dbg !63
  %1382 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1376, 5, !dbg !63
  %1383 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1376, 6, !dbg !63
  %1384 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1376, 7, !dbg !63
  %1385 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1376, 8, !dbg !63
  %1386 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1376, 9, !dbg !63
  %1387 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1376, 10, !dbg !63
  %1388 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1376, 11, !dbg !63
  %1389 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1376, 12, !dbg !63
  %1390 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1376, 13, !dbg !63
  %1391 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1376, 14, !dbg !63
  %1392 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1376, 15, !dbg !63
  %1393 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1376, 16, !dbg !63
  %1394 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1376, 17, !dbg !63
  %1395 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1376, 18, !dbg !63
  %1396 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1376, 19, !dbg !63
  %1397 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1376, 20, !dbg !63
  %1398 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1376, 21, !dbg !63
  %1399 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1376, 22, !dbg !63
  %1400 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1376, 23, !dbg !63
  %1401 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1376, 24, !dbg !63
  %1402 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1376, 25, !dbg !63
  %1403 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1376, 26, !dbg !63
  %1404 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1376, 27, !dbg !63
  %1405 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1376, 28, !dbg !63
  %1406 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1376, 29, !dbg !63
  %1407 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1376, 30, !dbg !63
  %1408 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1376, 31, !dbg !63
  %1409 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1376, 32, !dbg !63
  %1410 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1376, 33, !dbg !63
  %1411 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1376, 34, !dbg !63
  %1412 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1376, 35, !dbg !63
  %1413 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1376, 36, !dbg !63
  %1414 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1376, 37, !dbg !63
  %1415 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1376, 38, !dbg !63
  %1416 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1376, 39, !dbg !63
  %1417 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1376, 40, !dbg !63
  %1418 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1376, 41, !dbg !63
  %1419 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1376, 42, !dbg !63
  %1420 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1376, 43, !dbg !63
  %1421 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1376, 44, !dbg !63
  %1422 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1376, 45, !dbg !63
  %1423 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1376, 46, !dbg !63
  %1424 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1376, 47, !dbg !63
  %1425 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1376, 48, !dbg !63
  %1426 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1376, 49, !dbg !63
  %1427 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1376, 50, !dbg !63
  %1428 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1376, 51, !dbg !63
  %1429 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1376, 52, !dbg !63
  %1430 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1376, 53, !dbg !63
  %1431 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1376, 54, !dbg !63
  %1432 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1376, 55, !dbg !63
  %1433 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1376, 56, !dbg !63
  %1434 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1376, 57, !dbg !63
  %1435 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1376, 58, !dbg !63
  %1436 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1376, 59, !dbg !63
  %1437 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1376, 60, !dbg !63
  %1438 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1376, 61, !dbg !63
  %1439 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1376, 62, !dbg !63
  %1440 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1376, 63, !dbg !63
  tail call void @llvm.nvvm.wgmma.commit_group.sync.aligned(), !dbg !63
  %1441 = add i32 %246, 1, !dbg !36
  %1442 = icmp sgt i32 %1441, 2, !dbg !36
  %1443 = select i1 %1442, i32 0, i32 %1441, !dbg !36
  %1444 = trunc nuw nsw i64 %indvars.iv to i32, !dbg !64
  %1445 = shl i32 %1444, 7, !dbg !64
  %1446 = add i32 %1445, 16384, !dbg !64
  %1447 = sext i32 %1446 to i64, !dbg !41
  %1448 = getelementptr bfloat, ptr addrspace(1) %190, i64 %1447, !dbg !41
  %1449 = getelementptr bfloat, ptr addrspace(1) %191, i64 %1447, !dbg !41
  %1450 = getelementptr bfloat, ptr addrspace(1) %192, i64 %1447, !dbg !41
  %1451 = getelementptr bfloat, ptr addrspace(1) %193, i64 %1447, !dbg !41
  %1452 = getelementptr bfloat, ptr addrspace(1) %199, i64 %1447, !dbg !42
  %1453 = getelementptr bfloat, ptr addrspace(1) %200, i64 %1447, !dbg !42
  %1454 = getelementptr bfloat, ptr addrspace(1) %201, i64 %1447, !dbg !42
  %1455 = getelementptr bfloat, ptr addrspace(1) %202, i64 %1447, !dbg !42
  %1456 = shl i32 %1443, 13, !dbg !37
  %1457 = getelementptr bfloat, ptr addrspace(3) @global_smem, i32 %1456, !dbg !37
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !37
  %1458 = getelementptr inbounds nuw i8, ptr addrspace(3) %1457, i32 %208, !dbg !37
  %1459 = select i1 %315, i32 16, i32 0, !dbg !37
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) %1458, ptr addrspace(1) %1448, i32 %1459) #2, !dbg !37
  %1460 = getelementptr inbounds nuw i8, ptr addrspace(3) %1457, i32 %211, !dbg !37
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %1460, ptr addrspace(1) %1449, i32 %1459) #2, !dbg !37
  %1461 = getelementptr inbounds nuw i8, ptr addrspace(3) %1457, i32 %213, !dbg !37
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %1461, ptr addrspace(1) %1450, i32 %1459) #2, !dbg !37
  %1462 = getelementptr inbounds nuw i8, ptr addrspace(3) %1457, i32 %215, !dbg !37
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %1462, ptr addrspace(1) %1451, i32 %1459) #2, !dbg !37
  tail call void @llvm.nvvm.cp.async.commit.group(), !dbg !37
  %1463 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %1456, !dbg !40
  %1464 = getelementptr inbounds nuw i8, ptr addrspace(3) %1463, i32 %208, !dbg !40
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) %1464, ptr addrspace(1) %1452, i32 %1459) #2, !dbg !40
  %1465 = getelementptr inbounds nuw i8, ptr addrspace(3) %1463, i32 %211, !dbg !40
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %1465, ptr addrspace(1) %1453, i32 %1459) #2, !dbg !40
  %1466 = getelementptr inbounds nuw i8, ptr addrspace(3) %1463, i32 %213, !dbg !40
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %1466, ptr addrspace(1) %1454, i32 %1459) #2, !dbg !40
  %1467 = getelementptr inbounds nuw i8, ptr addrspace(3) %1463, i32 %215, !dbg !40
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %1467, ptr addrspace(1) %1455, i32 %1459) #2, !dbg !40
  tail call void @llvm.nvvm.cp.async.commit.group(), !dbg !40
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 64, !dbg !36
  %1468 = icmp samesign ult i64 %indvars.iv.next, %243, !dbg !36
  br i1 %1468, label %244, label %._crit_edge, !dbg !36

._crit_edge:                                      ; preds = %__nv_exp2f.exit228, %11
  %1469 = phi float [ 0xFFF0000000000000, %11 ], [ %756, %__nv_exp2f.exit228 ], !dbg !65
  %1470 = phi float [ 0xFFF0000000000000, %11 ], [ %757, %__nv_exp2f.exit228 ], !dbg !65
  %1471 = phi float [ 0.000000e+00, %11 ], [ %1042, %__nv_exp2f.exit228 ], !dbg !66
  %1472 = phi float [ 0.000000e+00, %11 ], [ %1043, %__nv_exp2f.exit228 ], !dbg !66
  %1473 = phi float [ 0.000000e+00, %11 ], [ %1377, %__nv_exp2f.exit228 ], !dbg !67
  %1474 = phi float [ 0.000000e+00, %11 ], [ %1378, %__nv_exp2f.exit228 ], !dbg !67
  %1475 = phi float [ 0.000000e+00, %11 ], [ %1379, %__nv_exp2f.exit228 ], !dbg !67
  %1476 = phi float [ 0.000000e+00, %11 ], [ %1380, %__nv_exp2f.exit228 ], !dbg !67
  %1477 = phi float [ 0.000000e+00, %11 ], [ %1381, %__nv_exp2f.exit228 ], !dbg !67
  %1478 = phi float [ 0.000000e+00, %11 ], [ %1382, %__nv_exp2f.exit228 ], !dbg !67
  %1479 = phi float [ 0.000000e+00, %11 ], [ %1383, %__nv_exp2f.exit228 ], !dbg !67
  %1480 = phi float [ 0.000000e+00, %11 ], [ %1384, %__nv_exp2f.exit228 ], !dbg !67
  %1481 = phi float [ 0.000000e+00, %11 ], [ %1385, %__nv_exp2f.exit228 ], !dbg !67
  %1482 = phi float [ 0.000000e+00, %11 ], [ %1386, %__nv_exp2f.exit228 ], !dbg !67
  %1483 = phi float [ 0.000000e+00, %11 ], [ %1387, %__nv_exp2f.exit228 ], !dbg !67
  %1484 = phi float [ 0.000000e+00, %11 ], [ %1388, %__nv_exp2f.exit228 ], !dbg !67
  %1485 = phi float [ 0.000000e+00, %11 ], [ %1389, %__nv_exp2f.exit228 ], !dbg !67
  %1486 = phi float [ 0.000000e+00, %11 ], [ %1390, %__nv_exp2f.exit228 ], !dbg !67
  %1487 = phi float [ 0.000000e+00, %11 ], [ %1391, %__nv_exp2f.exit228 ], !dbg !67
  %1488 = phi float [ 0.000000e+00, %11 ], [ %1392, %__nv_exp2f.exit228 ], !dbg !67
  %1489 = phi float [ 0.000000e+00, %11 ], [ %1393, %__nv_exp2f.exit228 ], !dbg !67
  %1490 = phi float [ 0.000000e+00, %11 ], [ %1394, %__nv_exp2f.exit228 ], !dbg !67
  %1491 = phi float [ 0.000000e+00, %11 ], [ %1395, %__nv_exp2f.exit228 ], !dbg !67
  %1492 = phi float [ 0.000000e+00, %11 ], [ %1396, %__nv_exp2f.exit228 ], !dbg !67
  %1493 = phi float [ 0.000000e+00, %11 ], [ %1397, %__nv_exp2f.exit228 ], !dbg !67
  %1494 = phi float [ 0.000000e+00, %11 ], [ %1398, %__nv_exp2f.exit228 ], !dbg !67
  %1495 = phi float [ 0.000000e+00, %11 ], [ %1399, %__nv_exp2f.exit228 ], !dbg !67
  %1496 = phi float [ 0.000000e+00, %11 ], [ %1400, %__nv_exp2f.exit228 ], !dbg !67
  %1497 = phi float [ 0.000000e+00, %11 ], [ %1401, %__nv_exp2f.exit228 ], !dbg !67
  %1498 = phi float [ 0.000000e+00, %11 ], [ %1402, %__nv_exp2f.exit228 ], !dbg !67
  %1499 = phi float [ 0.000000e+00, %11 ], [ %1403, %__nv_exp2f.exit228 ], !dbg !67
  %1500 = phi float [ 0.000000e+00, %11 ], [ %1404, %__nv_exp2f.exit228 ], !dbg !67
  %1501 = phi float [ 0.000000e+00, %11 ], [ %1405, %__nv_exp2f.exit228 ], !dbg !67
  %1502 = phi float [ 0.000000e+00, %11 ], [ %1406, %__nv_exp2f.exit228 ], !dbg !67
  %1503 = phi float [ 0.000000e+00, %11 ], [ %1407, %__nv_exp2f.exit228 ], !dbg !67
  %1504 = phi float [ 0.000000e+00, %11 ], [ %1408, %__nv_exp2f.exit228 ], !dbg !67
  %1505 = phi float [ 0.000000e+00, %11 ], [ %1409, %__nv_exp2f.exit228 ], !dbg !67
  %1506 = phi float [ 0.000000e+00, %11 ], [ %1410, %__nv_exp2f.exit228 ], !dbg !67
  %1507 = phi float [ 0.000000e+00, %11 ], [ %1411, %__nv_exp2f.exit228 ], !dbg !67
  %1508 = phi float [ 0.000000e+00, %11 ], [ %1412, %__nv_exp2f.exit228 ], !dbg !67
  %1509 = phi float [ 0.000000e+00, %11 ], [ %1413, %__nv_exp2f.exit228 ], !dbg !67
  %1510 = phi float [ 0.000000e+00, %11 ], [ %1414, %__nv_exp2f.exit228 ], !dbg !67
  %1511 = phi float [ 0.000000e+00, %11 ], [ %1415, %__nv_exp2f.exit228 ], !dbg !67
  %1512 = phi float [ 0.000000e+00, %11 ], [ %1416, %__nv_exp2f.exit228 ], !dbg !67
  %1513 = phi float [ 0.000000e+00, %11 ], [ %1417, %__nv_exp2f.exit228 ], !dbg !67
  %1514 = phi float [ 0.000000e+00, %11 ], [ %1418, %__nv_exp2f.exit228 ], !dbg !67
  %1515 = phi float [ 0.000000e+00, %11 ], [ %1419, %__nv_exp2f.exit228 ], !dbg !67
  %1516 = phi float [ 0.000000e+00, %11 ], [ %1420, %__nv_exp2f.exit228 ], !dbg !67
  %1517 = phi float [ 0.000000e+00, %11 ], [ %1421, %__nv_exp2f.exit228 ], !dbg !67
  %1518 = phi float [ 0.000000e+00, %11 ], [ %1422, %__nv_exp2f.exit228 ], !dbg !67
  %1519 = phi float [ 0.000000e+00, %11 ], [ %1423, %__nv_exp2f.exit228 ], !dbg !67
  %1520 = phi float [ 0.000000e+00, %11 ], [ %1424, %__nv_exp2f.exit228 ], !dbg !67
  %1521 = phi float [ 0.000000e+00, %11 ], [ %1425, %__nv_exp2f.exit228 ], !dbg !67
  %1522 = phi float [ 0.000000e+00, %11 ], [ %1426, %__nv_exp2f.exit228 ], !dbg !67
  %1523 = phi float [ 0.000000e+00, %11 ], [ %1427, %__nv_exp2f.exit228 ], !dbg !67
  %1524 = phi float [ 0.000000e+00, %11 ], [ %1428, %__nv_exp2f.exit228 ], !dbg !67
  %1525 = phi float [ 0.000000e+00, %11 ], [ %1429, %__nv_exp2f.exit228 ], !dbg !67
  %1526 = phi float [ 0.000000e+00, %11 ], [ %1430, %__nv_exp2f.exit228 ], !dbg !67
  %1527 = phi float [ 0.000000e+00, %11 ], [ %1431, %__nv_exp2f.exit228 ], !dbg !67
  %1528 = phi float [ 0.000000e+00, %11 ], [ %1432, %__nv_exp2f.exit228 ], !dbg !67
  %1529 = phi float [ 0.000000e+00, %11 ], [ %1433, %__nv_exp2f.exit228 ], !dbg !67
  %1530 = phi float [ 0.000000e+00, %11 ], [ %1434, %__nv_exp2f.exit228 ], !dbg !67
  %1531 = phi float [ 0.000000e+00, %11 ], [ %1435, %__nv_exp2f.exit228 ], !dbg !67
  %1532 = phi float [ 0.000000e+00, %11 ], [ %1436, %__nv_exp2f.exit228 ], !dbg !67
  %1533 = phi float [ 0.000000e+00, %11 ], [ %1437, %__nv_exp2f.exit228 ], !dbg !67
  %1534 = phi float [ 0.000000e+00, %11 ], [ %1438, %__nv_exp2f.exit228 ], !dbg !67
  %1535 = phi float [ 0.000000e+00, %11 ], [ %1439, %__nv_exp2f.exit228 ], !dbg !67
  %1536 = phi float [ 0.000000e+00, %11 ], [ %1440, %__nv_exp2f.exit228 ], !dbg !67
  %1537 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "// wait for regs: $0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31,$32,$33,$34,$35,$36,$37,$38,$39,$40,$41,$42,$43,$44,$45,$46,$47,$48,$49,$50,$51,$52,$53,$54,$55,$56,$57,$58,$59,$60,$61,$62,$63\0A\09wgmma.wait_group.sync.aligned 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63"(float %1473, float %1474, float %1475, float %1476, float %1477, float %1478, float %1479, float %1480, float %1481, float %1482, float %1483, float %1484, float %1485, float %1486, float %1487, float %1488, float %1489, float %1490, float %1491, float %1492, float %1493, float %1494, float %1495, float %1496, float %1497, float %1498, float %1499, float %1500, float %1501, float %1502, float %1503, float %1504, float %1505, float %1506, float %1507, float %1508, float %1509, float %1510, float %1511, float %1512, float %1513, float %1514, float %1515, float %1516, float %1517, float %1518, float %1519, float %1520, float %1521, float %1522, float %1523, float %1524, float %1525, float %1526, float %1527, float %1528, float %1529, float %1530, float %1531, float %1532, float %1533, float %1534, float %1535, float %1536) #2, !dbg !36
  tail call void @llvm.nvvm.cp.async.wait.group(i32 0), !dbg !36
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !36
  %1538 = add i32 %21, 128, !dbg !68
  %1539 = tail call i32 @llvm.smin.i32(i32 %1538, i32 %7), !dbg !69
  %1540 = icmp slt i32 %205, %1539, !dbg !70
  %1541 = shl i32 %205, 7, !dbg !71
  %1542 = sext i32 %1541 to i64, !dbg !72
  %1543 = getelementptr bfloat, ptr addrspace(1) %190, i64 %1542, !dbg !72
  %1544 = getelementptr bfloat, ptr addrspace(1) %191, i64 %1542, !dbg !72
  %1545 = getelementptr bfloat, ptr addrspace(1) %192, i64 %1542, !dbg !72
  %1546 = getelementptr bfloat, ptr addrspace(1) %193, i64 %1542, !dbg !72
  %1547 = getelementptr bfloat, ptr addrspace(1) %199, i64 %1542, !dbg !73
  %1548 = getelementptr bfloat, ptr addrspace(1) %200, i64 %1542, !dbg !73
  %1549 = getelementptr bfloat, ptr addrspace(1) %201, i64 %1542, !dbg !73
  %1550 = getelementptr bfloat, ptr addrspace(1) %202, i64 %1542, !dbg !73
  %1551 = add i32 %205, 64, !dbg !70
  %1552 = icmp slt i32 %1551, %1539, !dbg !70
  %1553 = shl i32 %1551, 7, !dbg !71
  %1554 = sext i32 %1553 to i64, !dbg !72
  %1555 = getelementptr bfloat, ptr addrspace(1) %190, i64 %1554, !dbg !72
  %1556 = getelementptr bfloat, ptr addrspace(1) %191, i64 %1554, !dbg !72
  %1557 = getelementptr bfloat, ptr addrspace(1) %192, i64 %1554, !dbg !72
  %1558 = getelementptr bfloat, ptr addrspace(1) %193, i64 %1554, !dbg !72
  %1559 = getelementptr bfloat, ptr addrspace(1) %199, i64 %1554, !dbg !73
  %1560 = getelementptr bfloat, ptr addrspace(1) %200, i64 %1554, !dbg !73
  %1561 = getelementptr bfloat, ptr addrspace(1) %201, i64 %1554, !dbg !73
  %1562 = getelementptr bfloat, ptr addrspace(1) %202, i64 %1554, !dbg !73
  %1563 = insertelement <8 x i32> poison, i32 %1551, i64 0, !dbg !74
  %1564 = insertelement <8 x i32> %1563, i32 %205, i64 1, !dbg !74
  %1565 = shufflevector <8 x i32> %1564, <8 x i32> poison, <8 x i32> <i32 0, i32 0, i32 0, i32 0, i32 1, i32 1, i32 1, i32 1>, !dbg !74
  %1566 = insertelement <8 x i32> poison, i32 %27, i64 0, !dbg !74
  %1567 = insertelement <8 x i32> %1566, i32 %26, i64 1, !dbg !74
  %1568 = insertelement <8 x i32> %1567, i32 %25, i64 2, !dbg !74
  %1569 = insertelement <8 x i32> %1568, i32 %24, i64 3, !dbg !74
  %1570 = shufflevector <8 x i32> %1569, <8 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3>, !dbg !74
  %1571 = or disjoint <8 x i32> %1565, %1570, !dbg !74
  %1572 = insertelement <8 x i32> poison, i32 %7, i64 0, !dbg !76
  %1573 = shufflevector <8 x i32> %1572, <8 x i32> poison, <8 x i32> zeroinitializer, !dbg !76
  %1574 = icmp slt <8 x i32> %1571, %1573, !dbg !76
  %1575 = extractelement <8 x i1> %1574, i64 7, !dbg !70
  %1576 = and i1 %1540, %1575, !dbg !70
  %1577 = extractelement <8 x i1> %1574, i64 6, !dbg !70
  %1578 = and i1 %1540, %1577, !dbg !70
  %1579 = extractelement <8 x i1> %1574, i64 5, !dbg !70
  %1580 = and i1 %1540, %1579, !dbg !70
  %1581 = extractelement <8 x i1> %1574, i64 4, !dbg !70
  %1582 = and i1 %1540, %1581, !dbg !70
  %1583 = select i1 %1576, i32 16, i32 0, !dbg !77
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) %209, ptr addrspace(1) %1543, i32 %1583) #2, !dbg !77
  %1584 = select i1 %1578, i32 16, i32 0, !dbg !77
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %212, ptr addrspace(1) %1544, i32 %1584) #2, !dbg !77
  %1585 = select i1 %1580, i32 16, i32 0, !dbg !77
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %214, ptr addrspace(1) %1545, i32 %1585) #2, !dbg !77
  %1586 = select i1 %1582, i32 16, i32 0, !dbg !77
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %216, ptr addrspace(1) %1546, i32 %1586) #2, !dbg !77
  tail call void @llvm.nvvm.cp.async.commit.group(), !dbg !77
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) %217, ptr addrspace(1) %1547, i32 %1583) #2, !dbg !78
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %218, ptr addrspace(1) %1548, i32 %1584) #2, !dbg !78
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %219, ptr addrspace(1) %1549, i32 %1585) #2, !dbg !78
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %220, ptr addrspace(1) %1550, i32 %1586) #2, !dbg !78
  tail call void @llvm.nvvm.cp.async.commit.group(), !dbg !78
  %1587 = extractelement <8 x i1> %1574, i64 3, !dbg !70
  %1588 = and i1 %1552, %1587, !dbg !70
  %1589 = extractelement <8 x i1> %1574, i64 2, !dbg !70
  %1590 = and i1 %1552, %1589, !dbg !70
  %1591 = extractelement <8 x i1> %1574, i64 1, !dbg !70
  %1592 = and i1 %1552, %1591, !dbg !70
  %1593 = extractelement <8 x i1> %1574, i64 0, !dbg !70
  %1594 = and i1 %1552, %1593, !dbg !70
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !77
  %1595 = select i1 %1588, i32 16, i32 0, !dbg !77
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) %230, ptr addrspace(1) %1555, i32 %1595) #2, !dbg !77
  %1596 = select i1 %1590, i32 16, i32 0, !dbg !77
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %232, ptr addrspace(1) %1556, i32 %1596) #2, !dbg !77
  %1597 = select i1 %1592, i32 16, i32 0, !dbg !77
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %233, ptr addrspace(1) %1557, i32 %1597) #2, !dbg !77
  %1598 = select i1 %1594, i32 16, i32 0, !dbg !77
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %234, ptr addrspace(1) %1558, i32 %1598) #2, !dbg !77
  tail call void @llvm.nvvm.cp.async.commit.group(), !dbg !77
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) %235, ptr addrspace(1) %1559, i32 %1595) #2, !dbg !78
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %236, ptr addrspace(1) %1560, i32 %1596) #2, !dbg !78
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %237, ptr addrspace(1) %1561, i32 %1597) #2, !dbg !78
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %238, ptr addrspace(1) %1562, i32 %1598) #2, !dbg !78
  tail call void @llvm.nvvm.cp.async.commit.group(), !dbg !78
  tail call void asm sideeffect "fence.proxy.async.shared::cta;", ""() #2, !dbg !79
  %1599 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 0, !dbg !70
  %1600 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 1, !dbg !70
  %1601 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 2, !dbg !70
  %1602 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 3, !dbg !70
  %1603 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 4, !dbg !70
  %1604 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 5, !dbg !70
  %1605 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 6, !dbg !70
  %1606 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 7, !dbg !70
  %1607 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 8, !dbg !70
  %1608 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 9, !dbg !70
  %1609 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 10, !dbg !70
  %1610 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 11, !dbg !70
  %1611 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 12, !dbg !70
  %1612 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 13, !dbg !70
  %1613 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 14, !dbg !70
  %1614 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 15, !dbg !70
  %1615 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 16, !dbg !70
  %1616 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 17, !dbg !70
  %1617 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 18, !dbg !70
  %1618 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 19, !dbg !70
  %1619 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 20, !dbg !70
  %1620 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 21, !dbg !70
  %1621 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 22, !dbg !70
  %1622 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 23, !dbg !70
  %1623 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 24, !dbg !70
  %1624 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 25, !dbg !70
  %1625 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 26, !dbg !70
  %1626 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 27, !dbg !70
  %1627 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 28, !dbg !70
  %1628 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 29, !dbg !70
  %1629 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 30, !dbg !70
  %1630 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 31, !dbg !70
  %1631 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 32, !dbg !70
  %1632 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 33, !dbg !70
  %1633 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 34, !dbg !70
  %1634 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 35, !dbg !70
  %1635 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 36, !dbg !70
  %1636 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 37, !dbg !70
  %1637 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 38, !dbg !70
  %1638 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 39, !dbg !70
  %1639 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 40, !dbg !70
  %1640 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 41, !dbg !70
  %1641 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 42, !dbg !70
  %1642 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 43, !dbg !70
  %1643 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 44, !dbg !70
  %1644 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 45, !dbg !70
  %1645 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 46, !dbg !70
  %1646 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 47, !dbg !70
  %1647 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 48, !dbg !70
  %1648 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 49, !dbg !70
  %1649 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 50, !dbg !70
  %1650 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 51, !dbg !70
  %1651 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 52, !dbg !70
  %1652 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 53, !dbg !70
  %1653 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 54, !dbg !70
  %1654 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 55, !dbg !70
  %1655 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 56, !dbg !70
  %1656 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 57, !dbg !70
  %1657 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 58, !dbg !70
  %1658 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 59, !dbg !70
  %1659 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 60, !dbg !70
  %1660 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 61, !dbg !70
  %1661 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 62, !dbg !70
  %1662 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 63, !dbg !70
  br i1 %1540, label %.lr.ph269, label %._crit_edge270, !dbg !70

.lr.ph269:                                        ; preds = %._crit_edge
  %1663 = add i32 %1539, -128
  %1664 = lshr exact i32 ptrtoint (ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98304) to i32), 4
  %1665 = lshr i32 %22, 5
  %1666 = tail call i32 @llvm.smin.i32(i32 %21, i32 %204), !dbg !70
  %smin = sext i32 %1666 to i64, !dbg !70
  %1667 = zext nneg i32 %44 to i64, !dbg !70
  %1668 = insertelement <2 x i32> poison, i32 %41, i64 0, !dbg !70
  %1669 = insertelement <2 x i32> %1668, i32 %42, i64 1, !dbg !70
  %1670 = shufflevector <2 x i32> %1669, <2 x i32> poison, <16 x i32> <i32 0, i32 1, i32 0, i32 1, i32 0, i32 1, i32 0, i32 1, i32 0, i32 1, i32 0, i32 1, i32 0, i32 1, i32 0, i32 1>, !dbg !70
  %1671 = sext i32 %1663 to i64, !dbg !70
  %1672 = insertelement <4 x i32> poison, i32 %27, i64 0, !dbg !70
  %1673 = insertelement <4 x i32> %1672, i32 %26, i64 1, !dbg !70
  %1674 = insertelement <4 x i32> %1673, i32 %25, i64 2, !dbg !70
  %1675 = insertelement <4 x i32> %1674, i32 %24, i64 3, !dbg !70
  %1676 = zext nneg <4 x i32> %1675 to <4 x i64>, !dbg !70
  %1677 = sext i32 %1539 to i64, !dbg !70
  %1678 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 0, !dbg !70
  %1679 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 1, !dbg !70
  %1680 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 2, !dbg !70
  %1681 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 3, !dbg !70
  %1682 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 4, !dbg !70
  %1683 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 5, !dbg !70
  %1684 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 6, !dbg !70
  %1685 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 7, !dbg !70
  %1686 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 8, !dbg !70
  %1687 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 9, !dbg !70
  %1688 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 10, !dbg !70
  %1689 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 11, !dbg !70
  %1690 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 12, !dbg !70
  %1691 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 13, !dbg !70
  %1692 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 14, !dbg !70
  %1693 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 15, !dbg !70
  %1694 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 16, !dbg !70
  %1695 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 17, !dbg !70
  %1696 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 18, !dbg !70
  %1697 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 19, !dbg !70
  %1698 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 20, !dbg !70
  %1699 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 21, !dbg !70
  %1700 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 22, !dbg !70
  %1701 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 23, !dbg !70
  %1702 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 24, !dbg !70
  %1703 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 25, !dbg !70
  %1704 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 26, !dbg !70
  %1705 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 27, !dbg !70
  %1706 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 28, !dbg !70
  %1707 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 29, !dbg !70
  %1708 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 30, !dbg !70
  %1709 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 31, !dbg !70
  %1710 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 32, !dbg !70
  %1711 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 33, !dbg !70
  %1712 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 34, !dbg !70
  %1713 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 35, !dbg !70
  %1714 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 36, !dbg !70
  %1715 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 37, !dbg !70
  %1716 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 38, !dbg !70
  %1717 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 39, !dbg !70
  %1718 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 40, !dbg !70
  %1719 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 41, !dbg !70
  %1720 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 42, !dbg !70
  %1721 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 43, !dbg !70
  %1722 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 44, !dbg !70
  %1723 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 45, !dbg !70
  %1724 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 46, !dbg !70
  %1725 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 47, !dbg !70
  %1726 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 48, !dbg !70
  %1727 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 49, !dbg !70
  %1728 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 50, !dbg !70
  %1729 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 51, !dbg !70
  %1730 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 52, !dbg !70
  %1731 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 53, !dbg !70
  %1732 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 54, !dbg !70
  %1733 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 55, !dbg !70
  %1734 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 56, !dbg !70
  %1735 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 57, !dbg !70
  %1736 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 58, !dbg !70
  %1737 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 59, !dbg !70
  %1738 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 60, !dbg !70
  %1739 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 61, !dbg !70
  %1740 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 62, !dbg !70
  %1741 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1537, 63, !dbg !70
  %1742 = insertelement <4 x i32> poison, i32 %7, i64 0, !dbg !76
  %1743 = shufflevector <4 x i32> %1742, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !76
  %1744 = sext i32 %41 to i64
  %1745 = sext i32 %42 to i64
  %1746 = sext <16 x i32> %1670 to <16 x i64>
  %1747 = sext <4 x i32> %1743 to <4 x i64>
  br label %1748, !dbg !70

1748:                                             ; preds = %.lr.ph269, %__nv_exp2f.exit126
  %indvars.iv280 = phi i64 [ %smin, %.lr.ph269 ], [ %indvars.iv.next281, %__nv_exp2f.exit126 ]
  %1749 = phi i32 [ -1, %.lr.ph269 ], [ %1754, %__nv_exp2f.exit126 ]
  %1750 = phi i32 [ 1, %.lr.ph269 ], [ %2990, %__nv_exp2f.exit126 ]
  %.pn = phi float [ %1678, %.lr.ph269 ], [ %2924, %__nv_exp2f.exit126 ]
  %.pn289 = phi float [ %1679, %.lr.ph269 ], [ %2925, %__nv_exp2f.exit126 ]
  %.pn290 = phi float [ %1680, %.lr.ph269 ], [ %2926, %__nv_exp2f.exit126 ]
  %.pn291 = phi float [ %1681, %.lr.ph269 ], [ %2927, %__nv_exp2f.exit126 ]
  %.pn292 = phi float [ %1682, %.lr.ph269 ], [ %2928, %__nv_exp2f.exit126 ]
  %.pn293 = phi float [ %1683, %.lr.ph269 ], [ %2929, %__nv_exp2f.exit126 ]
  %.pn294 = phi float [ %1684, %.lr.ph269 ], [ %2930, %__nv_exp2f.exit126 ]
  %.pn295 = phi float [ %1685, %.lr.ph269 ], [ %2931, %__nv_exp2f.exit126 ]
  %.pn296 = phi float [ %1686, %.lr.ph269 ], [ %2932, %__nv_exp2f.exit126 ]
  %.pn297 = phi float [ %1687, %.lr.ph269 ], [ %2933, %__nv_exp2f.exit126 ]
  %.pn298 = phi float [ %1688, %.lr.ph269 ], [ %2934, %__nv_exp2f.exit126 ]
  %.pn299 = phi float [ %1689, %.lr.ph269 ], [ %2935, %__nv_exp2f.exit126 ]
  %.pn300 = phi float [ %1690, %.lr.ph269 ], [ %2936, %__nv_exp2f.exit126 ]
  %.pn301 = phi float [ %1691, %.lr.ph269 ], [ %2937, %__nv_exp2f.exit126 ]
  %.pn302 = phi float [ %1692, %.lr.ph269 ], [ %2938, %__nv_exp2f.exit126 ]
  %.pn303 = phi float [ %1693, %.lr.ph269 ], [ %2939, %__nv_exp2f.exit126 ]
  %.pn304 = phi float [ %1694, %.lr.ph269 ], [ %2940, %__nv_exp2f.exit126 ]
  %.pn305 = phi float [ %1695, %.lr.ph269 ], [ %2941, %__nv_exp2f.exit126 ]
  %.pn306 = phi float [ %1696, %.lr.ph269 ], [ %2942, %__nv_exp2f.exit126 ]
  %.pn307 = phi float [ %1697, %.lr.ph269 ], [ %2943, %__nv_exp2f.exit126 ]
  %.pn308 = phi float [ %1698, %.lr.ph269 ], [ %2944, %__nv_exp2f.exit126 ]
  %.pn309 = phi float [ %1699, %.lr.ph269 ], [ %2945, %__nv_exp2f.exit126 ]
  %.pn310 = phi float [ %1700, %.lr.ph269 ], [ %2946, %__nv_exp2f.exit126 ]
  %.pn311 = phi float [ %1701, %.lr.ph269 ], [ %2947, %__nv_exp2f.exit126 ]
  %.pn312 = phi float [ %1702, %.lr.ph269 ], [ %2948, %__nv_exp2f.exit126 ]
  %.pn313 = phi float [ %1703, %.lr.ph269 ], [ %2949, %__nv_exp2f.exit126 ]
  %.pn314 = phi float [ %1704, %.lr.ph269 ], [ %2950, %__nv_exp2f.exit126 ]
  %.pn315 = phi float [ %1705, %.lr.ph269 ], [ %2951, %__nv_exp2f.exit126 ]
  %.pn316 = phi float [ %1706, %.lr.ph269 ], [ %2952, %__nv_exp2f.exit126 ]
  %.pn317 = phi float [ %1707, %.lr.ph269 ], [ %2953, %__nv_exp2f.exit126 ]
  %.pn318 = phi float [ %1708, %.lr.ph269 ], [ %2954, %__nv_exp2f.exit126 ]
  %.pn319 = phi float [ %1709, %.lr.ph269 ], [ %2955, %__nv_exp2f.exit126 ]
  %.pn320 = phi float [ %1710, %.lr.ph269 ], [ %2956, %__nv_exp2f.exit126 ]
  %.pn321 = phi float [ %1711, %.lr.ph269 ], [ %2957, %__nv_exp2f.exit126 ]
  %.pn322 = phi float [ %1712, %.lr.ph269 ], [ %2958, %__nv_exp2f.exit126 ]
  %.pn323 = phi float [ %1713, %.lr.ph269 ], [ %2959, %__nv_exp2f.exit126 ]
  %.pn324 = phi float [ %1714, %.lr.ph269 ], [ %2960, %__nv_exp2f.exit126 ]
  %.pn325 = phi float [ %1715, %.lr.ph269 ], [ %2961, %__nv_exp2f.exit126 ]
  %.pn326 = phi float [ %1716, %.lr.ph269 ], [ %2962, %__nv_exp2f.exit126 ]
  %.pn327 = phi float [ %1717, %.lr.ph269 ], [ %2963, %__nv_exp2f.exit126 ]
  %.pn328 = phi float [ %1718, %.lr.ph269 ], [ %2964, %__nv_exp2f.exit126 ]
  %.pn329 = phi float [ %1719, %.lr.ph269 ], [ %2965, %__nv_exp2f.exit126 ]
  %.pn330 = phi float [ %1720, %.lr.ph269 ], [ %2966, %__nv_exp2f.exit126 ]
  %.pn331 = phi float [ %1721, %.lr.ph269 ], [ %2967, %__nv_exp2f.exit126 ]
  %.pn332 = phi float [ %1722, %.lr.ph269 ], [ %2968, %__nv_exp2f.exit126 ]
  %.pn333 = phi float [ %1723, %.lr.ph269 ], [ %2969, %__nv_exp2f.exit126 ]
  %.pn334 = phi float [ %1724, %.lr.ph269 ], [ %2970, %__nv_exp2f.exit126 ]
  %.pn335 = phi float [ %1725, %.lr.ph269 ], [ %2971, %__nv_exp2f.exit126 ]
  %.pn336 = phi float [ %1726, %.lr.ph269 ], [ %2972, %__nv_exp2f.exit126 ]
  %.pn337 = phi float [ %1727, %.lr.ph269 ], [ %2973, %__nv_exp2f.exit126 ]
  %.pn338 = phi float [ %1728, %.lr.ph269 ], [ %2974, %__nv_exp2f.exit126 ]
  %.pn339 = phi float [ %1729, %.lr.ph269 ], [ %2975, %__nv_exp2f.exit126 ]
  %.pn340 = phi float [ %1730, %.lr.ph269 ], [ %2976, %__nv_exp2f.exit126 ]
  %.pn341 = phi float [ %1731, %.lr.ph269 ], [ %2977, %__nv_exp2f.exit126 ]
  %.pn342 = phi float [ %1732, %.lr.ph269 ], [ %2978, %__nv_exp2f.exit126 ]
  %.pn343 = phi float [ %1733, %.lr.ph269 ], [ %2979, %__nv_exp2f.exit126 ]
  %.pn344 = phi float [ %1734, %.lr.ph269 ], [ %2980, %__nv_exp2f.exit126 ]
  %.pn345 = phi float [ %1735, %.lr.ph269 ], [ %2981, %__nv_exp2f.exit126 ]
  %.pn346 = phi float [ %1736, %.lr.ph269 ], [ %2982, %__nv_exp2f.exit126 ]
  %.pn347 = phi float [ %1737, %.lr.ph269 ], [ %2983, %__nv_exp2f.exit126 ]
  %.pn348 = phi float [ %1738, %.lr.ph269 ], [ %2984, %__nv_exp2f.exit126 ]
  %.pn349 = phi float [ %1739, %.lr.ph269 ], [ %2985, %__nv_exp2f.exit126 ]
  %.pn350 = phi float [ %1740, %.lr.ph269 ], [ %2986, %__nv_exp2f.exit126 ]
  %.pn351 = phi float [ %1741, %.lr.ph269 ], [ %2987, %__nv_exp2f.exit126 ]
  %.pn356 = phi float [ %1469, %.lr.ph269 ], [ %2303, %__nv_exp2f.exit126 ]
  %.pn354 = phi float [ %1470, %.lr.ph269 ], [ %2304, %__nv_exp2f.exit126 ]
  %.pn360 = phi float [ %1471, %.lr.ph269 ], [ %2589, %__nv_exp2f.exit126 ]
  %.pn358 = phi float [ %1472, %.lr.ph269 ], [ %2590, %__nv_exp2f.exit126 ]
  %1751 = icmp slt i64 %indvars.iv280, %1671, !dbg !70
  %1752 = add i32 %1749, 1, !dbg !70
  %1753 = icmp sgt i32 %1752, 2, !dbg !70
  %1754 = select i1 %1753, i32 0, i32 %1752, !dbg !70
  %1755 = or disjoint i64 %indvars.iv280, %1667, !dbg !74
  %1756 = or disjoint i64 %1755, 8, !dbg !74
  %1757 = or disjoint i64 %1755, 9, !dbg !74
  %1758 = or disjoint i64 %1755, 49, !dbg !74
  %1759 = or disjoint i64 %1755, 56, !dbg !74
  %1760 = or disjoint i64 %1755, 57, !dbg !74
  tail call void @llvm.nvvm.cp.async.wait.group(i32 2), !dbg !77
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !77
  %1761 = shl i32 %1754, 13, !dbg !77
  %1762 = getelementptr bfloat, ptr addrspace(3) @global_smem, i32 %1761, !dbg !77
  %1763 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %1665, i32 0, i32 31), !dbg !79
  %1764 = shl i32 %1763, 7, !dbg !79
  %1765 = and i32 %1764, 512, !dbg !79
  %1766 = add nuw nsw i32 %1765, %1664, !dbg !79
  %1767 = and i32 %1766, 16383, !dbg !79
  %1768 = zext nneg i32 %1767 to i64, !dbg !79
  %1769 = ptrtoint ptr addrspace(3) %1762 to i32, !dbg !79
  %1770 = lshr exact i32 %1769, 4, !dbg !79
  %1771 = and i32 %1770, 16383, !dbg !79
  %1772 = zext nneg i32 %1771 to i64, !dbg !79
  tail call void @llvm.nvvm.wgmma.fence.sync.aligned(), !dbg !79
  %1773 = or disjoint i64 %1768, 4611686293305294848, !dbg !79
  %1774 = or disjoint i64 %1772, 4611686293305294848, !dbg !79
  %1775 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31}, $32, $33, 0, 1, 1, 0, 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,l,l"(i64 %1773, i64 %1774) #2, !dbg !79
  %1776 = add nuw nsw i64 %1768, 4611686293305294850, !dbg !79
  %1777 = add nuw nsw i64 %1772, 4611686293305294850, !dbg !79
  %1778 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1775, 0, !dbg !79
  %1779 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1775, 1, !dbg !79
  %1780 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1775, 2, !dbg !79
  %1781 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1775, 3, !dbg !79
  %1782 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1775, 4, !dbg !79
  %1783 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1775, 5, !dbg !79
  %1784 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1775, 6, !dbg !79
  %1785 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1775, 7, !dbg !79
  %1786 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1775, 8, !dbg !79
  %1787 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1775, 9, !dbg !79
  %1788 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1775, 10, !dbg !79
  %1789 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1775, 11, !dbg !79
  %1790 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1775, 12, !dbg !79
  %1791 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1775, 13, !dbg !79
  %1792 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1775, 14, !dbg !79
  %1793 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1775, 15, !dbg !79
  %1794 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1775, 16, !dbg !79
  %1795 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1775, 17, !dbg !79
  %1796 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1775, 18, !dbg !79
  %1797 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1775, 19, !dbg !79
  %1798 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1775, 20, !dbg !79
  %1799 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1775, 21, !dbg !79
  %1800 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1775, 22, !dbg !79
  %1801 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1775, 23, !dbg !79
  %1802 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1775, 24, !dbg !79
  %1803 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1775, 25, !dbg !79
  %1804 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1775, 26, !dbg !79
  %1805 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1775, 27, !dbg !79
  %1806 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1775, 28, !dbg !79
  %1807 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1775, 29, !dbg !79
  %1808 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1775, 30, !dbg !79
  %1809 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1775, 31, !dbg !79
  %1810 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31}, $64, $65, $66, 1, 1, 0, 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,l,l,b"(float %1778, float %1779, float %1780, float %1781, float %1782, float %1783, float %1784, float %1785, float %1786, float %1787, float %1788, float %1789, float %1790, float %1791, float %1792, float %1793, float %1794, float %1795, float %1796, float %1797, float %1798, float %1799, float %1800, float %1801, float %1802, float %1803, float %1804, float %1805, float %1806, float %1807, float %1808, float %1809, i64 %1776, i64 %1777, i1 true) #2, !dbg !79
  %1811 = add nuw nsw i64 %1768, 4611686293305294852, !dbg !79
  %1812 = add nuw nsw i64 %1772, 4611686293305294852, !dbg !79
  %1813 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1810, 0, !dbg !79
  %1814 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1810, 1, !dbg !79
  %1815 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1810, 2, !dbg !79
  %1816 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1810, 3, !dbg !79
  %1817 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1810, 4, !dbg !79
  %1818 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1810, 5, !dbg !79
  %1819 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1810, 6, !dbg !79
  %1820 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1810, 7, !dbg !79
  %1821 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1810, 8, !dbg !79
  %1822 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1810, 9, !dbg !79
  %1823 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1810, 10, !dbg !79
  %1824 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1810, 11, !dbg !79
  %1825 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1810, 12, !dbg !79
  %1826 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1810, 13, !dbg !79
  %1827 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1810, 14, !dbg !79
  %1828 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1810, 15, !dbg !79
  %1829 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1810, 16, !dbg !79
  %1830 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1810, 17, !dbg !79
  %1831 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1810, 18, !dbg !79
  %1832 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1810, 19, !dbg !79
  %1833 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1810, 20, !dbg !79
  %1834 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1810, 21, !dbg !79
  %1835 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1810, 22, !dbg !79
  %1836 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1810, 23, !dbg !79
  %1837 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1810, 24, !dbg !79
  %1838 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1810, 25, !dbg !79
  %1839 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1810, 26, !dbg !79
  %1840 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1810, 27, !dbg !79
  %1841 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1810, 28, !dbg !79
  %1842 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1810, 29, !dbg !79
  %1843 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1810, 30, !dbg !79
  %1844 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1810, 31, !dbg !79
  %1845 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31}, $64, $65, $66, 1, 1, 0, 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,l,l,b"(float %1813, float %1814, float %1815, float %1816, float %1817, float %1818, float %1819, float %1820, float %1821, float %1822, float %1823, float %1824, float %1825, float %1826, float %1827, float %1828, float %1829, float %1830, float %1831, float %1832, float %1833, float %1834, float %1835, float %1836, float %1837, float %1838, float %1839, float %1840, float %1841, float %1842, float %1843, float %1844, i64 %1811, i64 %1812, i1 true) #2, !dbg !79
  %1846 = add nuw nsw i64 %1768, 4611686293305294854, !dbg !79
  %1847 = add nuw nsw i64 %1772, 4611686293305294854, !dbg !79
  %1848 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1845, 0, !dbg !79
  %1849 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1845, 1, !dbg !79
  %1850 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1845, 2, !dbg !79
  %1851 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1845, 3, !dbg !79
  %1852 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1845, 4, !dbg !79
  %1853 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1845, 5, !dbg !79
  %1854 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1845, 6, !dbg !79
  %1855 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1845, 7, !dbg !79
  %1856 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1845, 8, !dbg !79
  %1857 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1845, 9, !dbg !79
  %1858 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1845, 10, !dbg !79
  %1859 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1845, 11, !dbg !79
  %1860 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1845, 12, !dbg !79
  %1861 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1845, 13, !dbg !79
  %1862 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1845, 14, !dbg !79
  %1863 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1845, 15, !dbg !79
  %1864 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1845, 16, !dbg !79
  %1865 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1845, 17, !dbg !79
  %1866 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1845, 18, !dbg !79
  %1867 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1845, 19, !dbg !79
  %1868 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1845, 20, !dbg !79
  %1869 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1845, 21, !dbg !79
  %1870 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1845, 22, !dbg !79
  %1871 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1845, 23, !dbg !79
  %1872 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1845, 24, !dbg !79
  %1873 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1845, 25, !dbg !79
  %1874 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1845, 26, !dbg !79
  %1875 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1845, 27, !dbg !79
  %1876 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1845, 28, !dbg !79
  %1877 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1845, 29, !dbg !79
  %1878 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1845, 30, !dbg !79
  %1879 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1845, 31, !dbg !79
  %1880 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31}, $64, $65, $66, 1, 1, 0, 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,l,l,b"(float %1848, float %1849, float %1850, float %1851, float %1852, float %1853, float %1854, float %1855, float %1856, float %1857, float %1858, float %1859, float %1860, float %1861, float %1862, float %1863, float %1864, float %1865, float %1866, float %1867, float %1868, float %1869, float %1870, float %1871, float %1872, float %1873, float %1874, float %1875, float %1876, float %1877, float %1878, float %1879, i64 %1846, i64 %1847, i1 true) #2, !dbg !79
  %1881 = add nuw nsw i64 %1768, 4611686293305295872, !dbg !79
  %1882 = add nuw nsw i64 %1772, 4611686293305295360, !dbg !79
  %1883 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1880, 0, !dbg !79
  %1884 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1880, 1, !dbg !79
  %1885 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1880, 2, !dbg !79
  %1886 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1880, 3, !dbg !79
  %1887 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1880, 4, !dbg !79
  %1888 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1880, 5, !dbg !79
  %1889 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1880, 6, !dbg !79
  %1890 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1880, 7, !dbg !79
  %1891 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1880, 8, !dbg !79
  %1892 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1880, 9, !dbg !79
  %1893 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1880, 10, !dbg !79
  %1894 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1880, 11, !dbg !79
  %1895 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1880, 12, !dbg !79
  %1896 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1880, 13, !dbg !79
  %1897 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1880, 14, !dbg !79
  %1898 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1880, 15, !dbg !79
  %1899 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1880, 16, !dbg !79
  %1900 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1880, 17, !dbg !79
  %1901 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1880, 18, !dbg !79
  %1902 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1880, 19, !dbg !79
  %1903 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1880, 20, !dbg !79
  %1904 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1880, 21, !dbg !79
  %1905 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1880, 22, !dbg !79
  %1906 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1880, 23, !dbg !79
  %1907 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1880, 24, !dbg !79
  %1908 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1880, 25, !dbg !79
  %1909 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1880, 26, !dbg !79
  %1910 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1880, 27, !dbg !79
  %1911 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1880, 28, !dbg !79
  %1912 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1880, 29, !dbg !79
  %1913 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1880, 30, !dbg !79
  %1914 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1880, 31, !dbg !79
  %1915 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31}, $64, $65, $66, 1, 1, 0, 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,l,l,b"(float %1883, float %1884, float %1885, float %1886, float %1887, float %1888, float %1889, float %1890, float %1891, float %1892, float %1893, float %1894, float %1895, float %1896, float %1897, float %1898, float %1899, float %1900, float %1901, float %1902, float %1903, float %1904, float %1905, float %1906, float %1907, float %1908, float %1909, float %1910, float %1911, float %1912, float %1913, float %1914, i64 %1881, i64 %1882, i1 true) #2, !dbg !79
  %1916 = add nuw nsw i64 %1768, 4611686293305295874, !dbg !79
  %1917 = add nuw nsw i64 %1772, 4611686293305295362, !dbg !79
  %1918 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1915, 0, !dbg !79
  %1919 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1915, 1, !dbg !79
  %1920 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1915, 2, !dbg !79
  %1921 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1915, 3, !dbg !79
  %1922 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1915, 4, !dbg !79
  %1923 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1915, 5, !dbg !79
  %1924 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1915, 6, !dbg !79
  %1925 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1915, 7, !dbg !79
  %1926 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1915, 8, !dbg !79
  %1927 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1915, 9, !dbg !79
  %1928 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1915, 10, !dbg !79
  %1929 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1915, 11, !dbg !79
  %1930 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1915, 12, !dbg !79
  %1931 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1915, 13, !dbg !79
  %1932 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1915, 14, !dbg !79
  %1933 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1915, 15, !dbg !79
  %1934 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1915, 16, !dbg !79
  %1935 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1915, 17, !dbg !79
  %1936 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1915, 18, !dbg !79
  %1937 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1915, 19, !dbg !79
  %1938 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1915, 20, !dbg !79
  %1939 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1915, 21, !dbg !79
  %1940 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1915, 22, !dbg !79
  %1941 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1915, 23, !dbg !79
  %1942 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1915, 24, !dbg !79
  %1943 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1915, 25, !dbg !79
  %1944 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1915, 26, !dbg !79
  %1945 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1915, 27, !dbg !79
  %1946 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1915, 28, !dbg !79
  %1947 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1915, 29, !dbg !79
  %1948 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1915, 30, !dbg !79
  %1949 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1915, 31, !dbg !79
  %1950 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31}, $64, $65, $66, 1, 1, 0, 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,l,l,b"(float %1918, float %1919, float %1920, float %1921, float %1922, float %1923, float %1924, float %1925, float %1926, float %1927, float %1928, float %1929, float %1930, float %1931, float %1932, float %1933, float %1934, float %1935, float %1936, float %1937, float %1938, float %1939, float %1940, float %1941, float %1942, float %1943, float %1944, float %1945, float %1946, float %1947, float %1948, float %1949, i64 %1916, i64 %1917, i1 true) #2, !dbg !79
  %1951 = add nuw nsw i64 %1768, 4611686293305295876, !dbg !79
  %1952 = add nuw nsw i64 %1772, 4611686293305295364, !dbg !79
  %1953 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1950, 0, !dbg !79
  %1954 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1950, 1, !dbg !79
  %1955 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1950, 2, !dbg !79
  %1956 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1950, 3, !dbg !79
  %1957 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1950, 4, !dbg !79
  %1958 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1950, 5, !dbg !79
  %1959 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1950, 6, !dbg !79
  %1960 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1950, 7, !dbg !79
  %1961 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1950, 8, !dbg !79
  %1962 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1950, 9, !dbg !79
  %1963 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1950, 10, !dbg !79
  %1964 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1950, 11, !dbg !79
  %1965 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1950, 12, !dbg !79
  %1966 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1950, 13, !dbg !79
  %1967 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1950, 14, !dbg !79
  %1968 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1950, 15, !dbg !79
  %1969 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1950, 16, !dbg !79
  %1970 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1950, 17, !dbg !79
  %1971 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1950, 18, !dbg !79
  %1972 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1950, 19, !dbg !79
  %1973 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1950, 20, !dbg !79
  %1974 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1950, 21, !dbg !79
  %1975 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1950, 22, !dbg !79
  %1976 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1950, 23, !dbg !79
  %1977 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1950, 24, !dbg !79
  %1978 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1950, 25, !dbg !79
  %1979 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1950, 26, !dbg !79
  %1980 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1950, 27, !dbg !79
  %1981 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1950, 28, !dbg !79
  %1982 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1950, 29, !dbg !79
  %1983 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1950, 30, !dbg !79
  %1984 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1950, 31, !dbg !79
  %1985 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31}, $64, $65, $66, 1, 1, 0, 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,l,l,b"(float %1953, float %1954, float %1955, float %1956, float %1957, float %1958, float %1959, float %1960, float %1961, float %1962, float %1963, float %1964, float %1965, float %1966, float %1967, float %1968, float %1969, float %1970, float %1971, float %1972, float %1973, float %1974, float %1975, float %1976, float %1977, float %1978, float %1979, float %1980, float %1981, float %1982, float %1983, float %1984, i64 %1951, i64 %1952, i1 true) #2, !dbg !79
  %1986 = add nuw nsw i64 %1768, 4611686293305295878, !dbg !79
  %1987 = add nuw nsw i64 %1772, 4611686293305295366, !dbg !79
  %1988 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1985, 0, !dbg !79
  %1989 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1985, 1, !dbg !79
  %1990 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1985, 2, !dbg !79
  %1991 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1985, 3, !dbg !79
  %1992 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1985, 4, !dbg !79
  %1993 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1985, 5, !dbg !79
  %1994 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1985, 6, !dbg !79
  %1995 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1985, 7, !dbg !79
  %1996 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1985, 8, !dbg !79
  %1997 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1985, 9, !dbg !79
  %1998 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1985, 10, !dbg !79
  %1999 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1985, 11, !dbg !79
  %2000 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1985, 12, !dbg !79
  %2001 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1985, 13, !dbg !79
  %2002 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1985, 14, !dbg !79
  %2003 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1985, 15, !dbg !79
  %2004 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1985, 16, !dbg !79
  %2005 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1985, 17, !dbg !79
  %2006 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1985, 18, !dbg !79
  %2007 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1985, 19, !dbg !79
  %2008 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1985, 20, !dbg !79
  %2009 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1985, 21, !dbg !79
  %2010 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1985, 22, !dbg !79
  %2011 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1985, 23, !dbg !79
  %2012 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1985, 24, !dbg !79
  %2013 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1985, 25, !dbg !79
  %2014 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1985, 26, !dbg !79
  %2015 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1985, 27, !dbg !79
  %2016 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1985, 28, !dbg !79
  %2017 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1985, 29, !dbg !79
  %2018 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1985, 30, !dbg !79
  %2019 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %1985, 31, !dbg !79
  %2020 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31}, $64, $65, $66, 1, 1, 0, 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,l,l,b"(float %1988, float %1989, float %1990, float %1991, float %1992, float %1993, float %1994, float %1995, float %1996, float %1997, float %1998, float %1999, float %2000, float %2001, float %2002, float %2003, float %2004, float %2005, float %2006, float %2007, float %2008, float %2009, float %2010, float %2011, float %2012, float %2013, float %2014, float %2015, float %2016, float %2017, float %2018, float %2019, i64 %1986, i64 %1987, i1 true) #2, !dbg !79
  %2021 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2020, 0, !dbg !79
  %2022 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2020, 1, !dbg !79
  %2023 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2020, 2, !dbg !79
  %2024 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2020, 3, !dbg !79
  %2025 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2020, 4, !dbg !79
  %2026 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2020, 5, !dbg !79
  %2027 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2020, 6, !dbg !79
  %2028 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2020, 7, !dbg !79
  %2029 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2020, 8, !dbg !79
  %2030 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2020, 9, !dbg !79
  %2031 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2020, 10, !dbg !79
  %2032 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2020, 11, !dbg !79
  %2033 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2020, 12, !dbg !79
  %2034 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2020, 13, !dbg !79
  %2035 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2020, 14, !dbg !79
  %2036 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2020, 15, !dbg !79
  %2037 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2020, 16, !dbg !79
  %2038 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2020, 17, !dbg !79
  %2039 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2020, 18, !dbg !79
  %2040 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2020, 19, !dbg !79
  %2041 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2020, 20, !dbg !79
  %2042 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2020, 21, !dbg !79
  %2043 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2020, 22, !dbg !79
  %2044 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2020, 23, !dbg !79
  %2045 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2020, 24, !dbg !79
  %2046 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2020, 25, !dbg !79
  %2047 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2020, 26, !dbg !79
  %2048 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2020, 27, !dbg !79
  %2049 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2020, 28, !dbg !79
  %2050 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2020, 29, !dbg !79
  %2051 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2020, 30, !dbg !79
  %2052 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2020, 31, !dbg !79
  tail call void @llvm.nvvm.wgmma.commit_group.sync.aligned(), !dbg !79
  %2053 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "// wait for regs: $0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31,$32,$33,$34,$35,$36,$37,$38,$39,$40,$41,$42,$43,$44,$45,$46,$47,$48,$49,$50,$51,$52,$53,$54,$55,$56,$57,$58,$59,$60,$61,$62,$63,$64,$65,$66,$67,$68,$69,$70,$71,$72,$73,$74,$75,$76,$77,$78,$79,$80,$81,$82,$83,$84,$85,$86,$87,$88,$89,$90,$91,$92,$93,$94,$95,$96,$97,$98,$99,$100,$101\0A\09wgmma.wait_group.sync.aligned 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=l,=r,=r,=l,=r,=r,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75,76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,98,99,100,101"(float %2021, float %2022, float %2023, float %2024, float %2025, float %2026, float %2027, float %2028, float %2029, float %2030, float %2031, float %2032, float %2033, float %2034, float %2035, float %2036, float %2037, float %2038, float %2039, float %2040, float %2041, float %2042, float %2043, float %2044, float %2045, float %2046, float %2047, float %2048, float %2049, float %2050, float %2051, float %2052, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 98304), i32 0, i32 0, ptr addrspace(3) %1762, i32 0, i32 0, float %.pn, float %.pn289, float %.pn290, float %.pn291, float %.pn292, float %.pn293, float %.pn294, float %.pn295, float %.pn296, float %.pn297, float %.pn298, float %.pn299, float %.pn300, float %.pn301, float %.pn302, float %.pn303, float %.pn304, float %.pn305, float %.pn306, float %.pn307, float %.pn308, float %.pn309, float %.pn310, float %.pn311, float %.pn312, float %.pn313, float %.pn314, float %.pn315, float %.pn316, float %.pn317, float %.pn318, float %.pn319, float %.pn320, float %.pn321, float %.pn322, float %.pn323, float %.pn324, float %.pn325, float %.pn326, float %.pn327, float %.pn328, float %.pn329, float %.pn330, float %.pn331, float %.pn332, float %.pn333, float %.pn334, float %.pn335, float %.pn336, float %.pn337, float %.pn338, float %.pn339, float %.pn340, float %.pn341, float %.pn342, float %.pn343, float %.pn344, float %.pn345, float %.pn346, float %.pn347, float %.pn348, float %.pn349, float %.pn350, float %.pn351) #2, !dbg !79
  %2054 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2053, 0, !dbg !79
  %2055 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2053, 1, !dbg !79
  %2056 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2053, 2, !dbg !79
  %2057 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2053, 3, !dbg !79
  %2058 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2053, 4, !dbg !79
  %2059 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2053, 5, !dbg !79
  %2060 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2053, 6, !dbg !79
  %2061 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2053, 7, !dbg !79
  %2062 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2053, 8, !dbg !79
  %2063 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2053, 9, !dbg !79
  %2064 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2053, 10, !dbg !79
  %2065 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2053, 11, !dbg !79
  %2066 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2053, 12, !dbg !79
  %2067 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2053, 13, !dbg !79
  %2068 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2053, 14, !dbg !79
  %2069 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2053, 15, !dbg !79
  %2070 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2053, 16, !dbg !79
  %2071 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2053, 17, !dbg !79
  %2072 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2053, 18, !dbg !79
  %2073 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2053, 19, !dbg !79
  %2074 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2053, 20, !dbg !79
  %2075 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2053, 21, !dbg !79
  %2076 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2053, 22, !dbg !79
  %2077 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2053, 23, !dbg !79
  %2078 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2053, 24, !dbg !79
  %2079 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2053, 25, !dbg !79
  %2080 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2053, 26, !dbg !79
  %2081 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2053, 27, !dbg !79
  %2082 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2053, 28, !dbg !79
  %2083 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2053, 29, !dbg !79
  %2084 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2053, 30, !dbg !79
  %2085 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2053, 31, !dbg !79
  %2086 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2053, 38, !dbg !79
  %2087 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2053, 39, !dbg !79
  %2088 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2053, 40, !dbg !79
  %2089 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2053, 41, !dbg !79
  %2090 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2053, 42, !dbg !79
  %2091 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2053, 43, !dbg !79
  %2092 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2053, 44, !dbg !79
  %2093 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2053, 45, !dbg !79
  %2094 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2053, 46, !dbg !79
  %2095 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2053, 47, !dbg !79
  %2096 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2053, 48, !dbg !79
  %2097 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2053, 49, !dbg !79
  %2098 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2053, 50, !dbg !79
  %2099 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2053, 51, !dbg !79
  %2100 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2053, 52, !dbg !79
  %2101 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2053, 53, !dbg !79
  %2102 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2053, 54, !dbg !79
  %2103 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2053, 55, !dbg !79
  %2104 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2053, 56, !dbg !79
  %2105 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2053, 57, !dbg !79
  %2106 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2053, 58, !dbg !79
  %2107 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2053, 59, !dbg !79
  %2108 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2053, 60, !dbg !79
  %2109 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2053, 61, !dbg !79
  %2110 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2053, 62, !dbg !79
  %2111 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2053, 63, !dbg !79
  %2112 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2053, 64, !dbg !79
  %2113 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2053, 65, !dbg !79
  %2114 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2053, 66, !dbg !79
  %2115 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2053, 67, !dbg !79
  %2116 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2053, 68, !dbg !79
  %2117 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2053, 69, !dbg !79
  %2118 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2053, 70, !dbg !79
  %2119 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2053, 71, !dbg !79
  %2120 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2053, 72, !dbg !79
  %2121 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2053, 73, !dbg !79
  %2122 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2053, 74, !dbg !79
  %2123 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2053, 75, !dbg !79
  %2124 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2053, 76, !dbg !79
  %2125 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2053, 77, !dbg !79
  %2126 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2053, 78, !dbg !79
  %2127 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2053, 79, !dbg !79
  %2128 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2053, 80, !dbg !79
  %2129 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2053, 81, !dbg !79
  %2130 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2053, 82, !dbg !79
  %2131 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2053, 83, !dbg !79
  %2132 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2053, 84, !dbg !79
  %2133 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2053, 85, !dbg !79
  %2134 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2053, 86, !dbg !79
  %2135 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2053, 87, !dbg !79
  %2136 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2053, 88, !dbg !79
  %2137 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2053, 89, !dbg !79
  %2138 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2053, 90, !dbg !79
  %2139 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2053, 91, !dbg !79
  %2140 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2053, 92, !dbg !79
  %2141 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2053, 93, !dbg !79
  %2142 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2053, 94, !dbg !79
  %2143 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2053, 95, !dbg !79
  %2144 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2053, 96, !dbg !79
  %2145 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2053, 97, !dbg !79
  %2146 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2053, 98, !dbg !79
  %2147 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2053, 99, !dbg !79
  %2148 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2053, 100, !dbg !79
  %2149 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, ptr addrspace(3), i32, i32, ptr addrspace(3), i32, i32, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2053, 101, !dbg !79
  %2150 = icmp slt i64 %1755, %18, !dbg !80
  %2151 = icmp sle i64 %1755, %1744, !dbg !81
  %2152 = icmp slt i64 %1755, %1744, !dbg !81
  %2153 = icmp sle i64 %1755, %1745, !dbg !81
  %2154 = icmp slt i64 %1755, %1745, !dbg !81
  %2155 = icmp sle i64 %1756, %1744, !dbg !81
  %2156 = icmp sle i64 %1757, %1744, !dbg !81
  %2157 = icmp sle i64 %1757, %1745, !dbg !81
  %2158 = insertelement <16 x i64> poison, i64 %1755, i64 0, !dbg !74
  %2159 = shufflevector <16 x i64> %2158, <16 x i64> poison, <16 x i32> zeroinitializer, !dbg !74
  %2160 = or disjoint <16 x i64> %2159, <i64 48, i64 41, i64 41, i64 40, i64 40, i64 33, i64 33, i64 32, i64 32, i64 25, i64 25, i64 24, i64 24, i64 17, i64 17, i64 16>, !dbg !74
  %2161 = extractelement <16 x i64> %2160, i64 15, !dbg !81
  %2162 = icmp slt i64 %2161, %18, !dbg !80
  %2163 = extractelement <16 x i64> %2160, i64 7, !dbg !80
  %2164 = icmp slt i64 %2163, %18, !dbg !80
  %2165 = extractelement <16 x i64> %2160, i64 0, !dbg !81
  %2166 = icmp slt i64 %2165, %18, !dbg !80
  %2167 = icmp sle i64 %2161, %1744, !dbg !81
  %2168 = icmp sle <16 x i64> %2160, %1746, !dbg !81
  %2169 = icmp sle i64 %1758, %1744, !dbg !81
  %2170 = icmp sle i64 %2165, %1745, !dbg !81
  %2171 = icmp sle i64 %1758, %1745, !dbg !81
  %2172 = icmp sle i64 %1759, %1744, !dbg !81
  %2173 = icmp sle i64 %1760, %1744, !dbg !81
  %2174 = icmp sle i64 %1759, %1745, !dbg !81
  %2175 = icmp sle i64 %1760, %1745, !dbg !81
  %2176 = and i1 %2150, %2151, !dbg !82
  %2177 = and i1 %2150, %2152, !dbg !82
  %2178 = and i1 %2150, %2153, !dbg !82
  %2179 = and i1 %2150, %2154, !dbg !82
  %2180 = and i1 %2150, %2155, !dbg !82
  %2181 = and i1 %2150, %2156, !dbg !82
  %2182 = and i1 %2150, %2157, !dbg !82
  %2183 = and i1 %2162, %2167, !dbg !82
  %2184 = extractelement <16 x i1> %2168, i64 14, !dbg !82
  %2185 = and i1 %2162, %2184, !dbg !82
  %2186 = extractelement <16 x i1> %2168, i64 15, !dbg !82
  %2187 = and i1 %2162, %2186, !dbg !82
  %2188 = extractelement <16 x i1> %2168, i64 13, !dbg !82
  %2189 = and i1 %2162, %2188, !dbg !82
  %2190 = extractelement <16 x i1> %2168, i64 12, !dbg !82
  %2191 = and i1 %2162, %2190, !dbg !82
  %2192 = extractelement <16 x i1> %2168, i64 10, !dbg !82
  %2193 = and i1 %2162, %2192, !dbg !82
  %2194 = extractelement <16 x i1> %2168, i64 11, !dbg !82
  %2195 = and i1 %2162, %2194, !dbg !82
  %2196 = extractelement <16 x i1> %2168, i64 9, !dbg !82
  %2197 = and i1 %2162, %2196, !dbg !82
  %2198 = extractelement <16 x i1> %2168, i64 8, !dbg !82
  %2199 = and i1 %2164, %2198, !dbg !82
  %2200 = extractelement <16 x i1> %2168, i64 6, !dbg !82
  %2201 = and i1 %2164, %2200, !dbg !82
  %2202 = extractelement <16 x i1> %2168, i64 7, !dbg !82
  %2203 = and i1 %2164, %2202, !dbg !82
  %2204 = extractelement <16 x i1> %2168, i64 5, !dbg !82
  %2205 = and i1 %2164, %2204, !dbg !82
  %2206 = extractelement <16 x i1> %2168, i64 4, !dbg !82
  %2207 = and i1 %2164, %2206, !dbg !82
  %2208 = extractelement <16 x i1> %2168, i64 2, !dbg !82
  %2209 = and i1 %2164, %2208, !dbg !82
  %2210 = extractelement <16 x i1> %2168, i64 3, !dbg !82
  %2211 = and i1 %2164, %2210, !dbg !82
  %2212 = extractelement <16 x i1> %2168, i64 1, !dbg !82
  %2213 = and i1 %2164, %2212, !dbg !82
  %2214 = extractelement <16 x i1> %2168, i64 0, !dbg !82
  %2215 = and i1 %2166, %2214, !dbg !82
  %2216 = and i1 %2166, %2169, !dbg !82
  %2217 = and i1 %2166, %2170, !dbg !82
  %2218 = and i1 %2166, %2171, !dbg !82
  %2219 = and i1 %2166, %2172, !dbg !82
  %2220 = and i1 %2166, %2173, !dbg !82
  %2221 = and i1 %2166, %2174, !dbg !82
  %2222 = and i1 %2166, %2175, !dbg !82
  %2223 = select i1 %2176, float %2054, float 0xFFF0000000000000, !dbg !83
  %2224 = select i1 %2177, float %2055, float 0xFFF0000000000000, !dbg !83
  %2225 = select i1 %2178, float %2056, float 0xFFF0000000000000, !dbg !83
  %2226 = select i1 %2179, float %2057, float 0xFFF0000000000000, !dbg !83
  %2227 = select i1 %2180, float %2058, float 0xFFF0000000000000, !dbg !83
  %2228 = select i1 %2181, float %2059, float 0xFFF0000000000000, !dbg !83
  %2229 = select i1 %2176, float %2060, float 0xFFF0000000000000, !dbg !83
  %2230 = select i1 %2182, float %2061, float 0xFFF0000000000000, !dbg !83
  %2231 = select i1 %2183, float %2062, float 0xFFF0000000000000, !dbg !83
  %2232 = select i1 %2185, float %2063, float 0xFFF0000000000000, !dbg !83
  %2233 = select i1 %2187, float %2064, float 0xFFF0000000000000, !dbg !83
  %2234 = select i1 %2189, float %2065, float 0xFFF0000000000000, !dbg !83
  %2235 = select i1 %2191, float %2066, float 0xFFF0000000000000, !dbg !83
  %2236 = select i1 %2193, float %2067, float 0xFFF0000000000000, !dbg !83
  %2237 = select i1 %2195, float %2068, float 0xFFF0000000000000, !dbg !83
  %2238 = select i1 %2197, float %2069, float 0xFFF0000000000000, !dbg !83
  %2239 = select i1 %2199, float %2070, float 0xFFF0000000000000, !dbg !83
  %2240 = select i1 %2201, float %2071, float 0xFFF0000000000000, !dbg !83
  %2241 = select i1 %2203, float %2072, float 0xFFF0000000000000, !dbg !83
  %2242 = select i1 %2205, float %2073, float 0xFFF0000000000000, !dbg !83
  %2243 = select i1 %2207, float %2074, float 0xFFF0000000000000, !dbg !83
  %2244 = select i1 %2209, float %2075, float 0xFFF0000000000000, !dbg !83
  %2245 = select i1 %2211, float %2076, float 0xFFF0000000000000, !dbg !83
  %2246 = select i1 %2213, float %2077, float 0xFFF0000000000000, !dbg !83
  %2247 = select i1 %2215, float %2078, float 0xFFF0000000000000, !dbg !83
  %2248 = select i1 %2216, float %2079, float 0xFFF0000000000000, !dbg !83
  %2249 = select i1 %2217, float %2080, float 0xFFF0000000000000, !dbg !83
  %2250 = select i1 %2218, float %2081, float 0xFFF0000000000000, !dbg !83
  %2251 = select i1 %2219, float %2082, float 0xFFF0000000000000, !dbg !83
  %2252 = select i1 %2220, float %2083, float 0xFFF0000000000000, !dbg !83
  %2253 = select i1 %2221, float %2084, float 0xFFF0000000000000, !dbg !83
  %2254 = select i1 %2222, float %2085, float 0xFFF0000000000000, !dbg !83
  %2255 = tail call float @llvm.maxnum.f32(float %2223, float %2224), !dbg !84
  %2256 = tail call float @llvm.maxnum.f32(float %2225, float %2226), !dbg !84
  %2257 = tail call float @llvm.maxnum.f32(float %2255, float %2227), !dbg !84
  %2258 = tail call float @llvm.maxnum.f32(float %2257, float %2228), !dbg !84
  %2259 = tail call float @llvm.maxnum.f32(float %2256, float %2229), !dbg !84
  %2260 = tail call float @llvm.maxnum.f32(float %2259, float %2230), !dbg !84
  %2261 = tail call float @llvm.maxnum.f32(float %2258, float %2231), !dbg !84
  %2262 = tail call float @llvm.maxnum.f32(float %2261, float %2232), !dbg !84
  %2263 = tail call float @llvm.maxnum.f32(float %2260, float %2233), !dbg !84
  %2264 = tail call float @llvm.maxnum.f32(float %2263, float %2234), !dbg !84
  %2265 = tail call float @llvm.maxnum.f32(float %2262, float %2235), !dbg !84
  %2266 = tail call float @llvm.maxnum.f32(float %2265, float %2236), !dbg !84
  %2267 = tail call float @llvm.maxnum.f32(float %2264, float %2237), !dbg !84
  %2268 = tail call float @llvm.maxnum.f32(float %2267, float %2238), !dbg !84
  %2269 = tail call float @llvm.maxnum.f32(float %2266, float %2239), !dbg !84
  %2270 = tail call float @llvm.maxnum.f32(float %2269, float %2240), !dbg !84
  %2271 = tail call float @llvm.maxnum.f32(float %2268, float %2241), !dbg !84
  %2272 = tail call float @llvm.maxnum.f32(float %2271, float %2242), !dbg !84
  %2273 = tail call float @llvm.maxnum.f32(float %2270, float %2243), !dbg !84
  %2274 = tail call float @llvm.maxnum.f32(float %2273, float %2244), !dbg !84
  %2275 = tail call float @llvm.maxnum.f32(float %2272, float %2245), !dbg !84
  %2276 = tail call float @llvm.maxnum.f32(float %2275, float %2246), !dbg !84
  %2277 = tail call float @llvm.maxnum.f32(float %2274, float %2247), !dbg !84
  %2278 = tail call float @llvm.maxnum.f32(float %2277, float %2248), !dbg !84
  %2279 = tail call float @llvm.maxnum.f32(float %2276, float %2249), !dbg !84
  %2280 = tail call float @llvm.maxnum.f32(float %2279, float %2250), !dbg !84
  %2281 = tail call float @llvm.maxnum.f32(float %2278, float %2251), !dbg !84
  %2282 = tail call float @llvm.maxnum.f32(float %2281, float %2252), !dbg !84
  %2283 = tail call float @llvm.maxnum.f32(float %2280, float %2253), !dbg !84
  %2284 = tail call float @llvm.maxnum.f32(float %2283, float %2254), !dbg !84
  %2285 = bitcast float %2282 to i32, !dbg !85
  %2286 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %2285, i32 2, i32 31), !dbg !85
  %2287 = bitcast i32 %2286 to float, !dbg !85
  %2288 = tail call float @llvm.maxnum.f32(float %2282, float %2287), !dbg !84
  %2289 = bitcast float %2288 to i32, !dbg !85
  %2290 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %2289, i32 1, i32 31), !dbg !85
  %2291 = bitcast i32 %2290 to float, !dbg !85
  %2292 = tail call float @llvm.maxnum.f32(float %2288, float %2291), !dbg !84
  %2293 = bitcast float %2284 to i32, !dbg !85
  %2294 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %2293, i32 2, i32 31), !dbg !85
  %2295 = bitcast i32 %2294 to float, !dbg !85
  %2296 = tail call float @llvm.maxnum.f32(float %2284, float %2295), !dbg !84
  %2297 = bitcast float %2296 to i32, !dbg !85
  %2298 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %2297, i32 1, i32 31), !dbg !85
  %2299 = bitcast i32 %2298 to float, !dbg !85
  %2300 = tail call float @llvm.maxnum.f32(float %2296, float %2299), !dbg !84
  %2301 = fmul float %8, %2292, !dbg !87
  %2302 = fmul float %8, %2300, !dbg !87
  %2303 = tail call float @llvm.maxnum.f32(float %.pn356, float %2301), !dbg !88
  %2304 = tail call float @llvm.maxnum.f32(float %.pn354, float %2302), !dbg !88
  %2305 = fmul float %8, %2223, !dbg !89
  %2306 = fmul float %8, %2224, !dbg !89
  %2307 = fmul float %8, %2225, !dbg !89
  %2308 = fmul float %8, %2226, !dbg !89
  %2309 = fmul float %8, %2227, !dbg !89
  %2310 = fmul float %8, %2228, !dbg !89
  %2311 = fmul float %8, %2229, !dbg !89
  %2312 = fmul float %8, %2230, !dbg !89
  %2313 = fmul float %8, %2231, !dbg !89
  %2314 = fmul float %8, %2232, !dbg !89
  %2315 = fmul float %8, %2233, !dbg !89
  %2316 = fmul float %8, %2234, !dbg !89
  %2317 = fmul float %8, %2235, !dbg !89
  %2318 = fmul float %8, %2236, !dbg !89
  %2319 = fmul float %8, %2237, !dbg !89
  %2320 = fmul float %8, %2238, !dbg !89
  %2321 = fmul float %8, %2239, !dbg !89
  %2322 = fmul float %8, %2240, !dbg !89
  %2323 = fmul float %8, %2241, !dbg !89
  %2324 = fmul float %8, %2242, !dbg !89
  %2325 = fmul float %8, %2243, !dbg !89
  %2326 = fmul float %8, %2244, !dbg !89
  %2327 = fmul float %8, %2245, !dbg !89
  %2328 = fmul float %8, %2246, !dbg !89
  %2329 = fmul float %8, %2247, !dbg !89
  %2330 = fmul float %8, %2248, !dbg !89
  %2331 = fmul float %8, %2249, !dbg !89
  %2332 = fmul float %8, %2250, !dbg !89
  %2333 = fmul float %8, %2251, !dbg !89
  %2334 = fmul float %8, %2252, !dbg !89
  %2335 = fmul float %8, %2253, !dbg !89
  %2336 = fmul float %8, %2254, !dbg !89
  %2337 = fsub float %2305, %2303, !dbg !90
  %2338 = fsub float %2306, %2303, !dbg !90
  %2339 = fsub float %2307, %2304, !dbg !90
  %2340 = fsub float %2308, %2304, !dbg !90
  %2341 = fsub float %2309, %2303, !dbg !90
  %2342 = fsub float %2310, %2303, !dbg !90
  %2343 = fsub float %2311, %2304, !dbg !90
  %2344 = fsub float %2312, %2304, !dbg !90
  %2345 = fsub float %2313, %2303, !dbg !90
  %2346 = fsub float %2314, %2303, !dbg !90
  %2347 = fsub float %2315, %2304, !dbg !90
  %2348 = fsub float %2316, %2304, !dbg !90
  %2349 = fsub float %2317, %2303, !dbg !90
  %2350 = fsub float %2318, %2303, !dbg !90
  %2351 = fsub float %2319, %2304, !dbg !90
  %2352 = fsub float %2320, %2304, !dbg !90
  %2353 = fsub float %2321, %2303, !dbg !90
  %2354 = fsub float %2322, %2303, !dbg !90
  %2355 = fsub float %2323, %2304, !dbg !90
  %2356 = fsub float %2324, %2304, !dbg !90
  %2357 = fsub float %2325, %2303, !dbg !90
  %2358 = fsub float %2326, %2303, !dbg !90
  %2359 = fsub float %2327, %2304, !dbg !90
  %2360 = fsub float %2328, %2304, !dbg !90
  %2361 = fsub float %2329, %2303, !dbg !90
  %2362 = fsub float %2330, %2303, !dbg !90
  %2363 = fsub float %2331, %2304, !dbg !90
  %2364 = fsub float %2332, %2304, !dbg !90
  %2365 = fsub float %2333, %2303, !dbg !90
  %2366 = fsub float %2334, %2303, !dbg !90
  %2367 = fsub float %2335, %2304, !dbg !90
  %2368 = fsub float %2336, %2304, !dbg !90
  %2369 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !91
  %.not.i = icmp eq i32 %2369, 0, !dbg !91
  br i1 %.not.i, label %2372, label %2370, !dbg !91

2370:                                             ; preds = %1748
  %2371 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %2337) #2, !dbg !91
  br label %__nv_exp2f.exit, !dbg !91

2372:                                             ; preds = %1748
  %2373 = tail call float @llvm.nvvm.ex2.approx.f(float %2337) #2, !dbg !91
  br label %__nv_exp2f.exit, !dbg !91

__nv_exp2f.exit:                                  ; preds = %2370, %2372
  %.0.i = phi float [ %2371, %2370 ], [ %2373, %2372 ], !dbg !91
  %2374 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !91
  %.not.i28 = icmp eq i32 %2374, 0, !dbg !91
  br i1 %.not.i28, label %2377, label %2375, !dbg !91

2375:                                             ; preds = %__nv_exp2f.exit
  %2376 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %2338) #2, !dbg !91
  br label %__nv_exp2f.exit30, !dbg !91

2377:                                             ; preds = %__nv_exp2f.exit
  %2378 = tail call float @llvm.nvvm.ex2.approx.f(float %2338) #2, !dbg !91
  br label %__nv_exp2f.exit30, !dbg !91

__nv_exp2f.exit30:                                ; preds = %2375, %2377
  %.0.i29 = phi float [ %2376, %2375 ], [ %2378, %2377 ], !dbg !91
  %2379 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !91
  %.not.i31 = icmp eq i32 %2379, 0, !dbg !91
  br i1 %.not.i31, label %2382, label %2380, !dbg !91

2380:                                             ; preds = %__nv_exp2f.exit30
  %2381 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %2339) #2, !dbg !91
  br label %__nv_exp2f.exit33, !dbg !91

2382:                                             ; preds = %__nv_exp2f.exit30
  %2383 = tail call float @llvm.nvvm.ex2.approx.f(float %2339) #2, !dbg !91
  br label %__nv_exp2f.exit33, !dbg !91

__nv_exp2f.exit33:                                ; preds = %2380, %2382
  %.0.i32 = phi float [ %2381, %2380 ], [ %2383, %2382 ], !dbg !91
  %2384 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !91
  %.not.i34 = icmp eq i32 %2384, 0, !dbg !91
  br i1 %.not.i34, label %2387, label %2385, !dbg !91

2385:                                             ; preds = %__nv_exp2f.exit33
  %2386 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %2340) #2, !dbg !91
  br label %__nv_exp2f.exit36, !dbg !91

2387:                                             ; preds = %__nv_exp2f.exit33
  %2388 = tail call float @llvm.nvvm.ex2.approx.f(float %2340) #2, !dbg !91
  br label %__nv_exp2f.exit36, !dbg !91

__nv_exp2f.exit36:                                ; preds = %2385, %2387
  %.0.i35 = phi float [ %2386, %2385 ], [ %2388, %2387 ], !dbg !91
  %2389 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !91
  %.not.i37 = icmp eq i32 %2389, 0, !dbg !91
  br i1 %.not.i37, label %2392, label %2390, !dbg !91

2390:                                             ; preds = %__nv_exp2f.exit36
  %2391 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %2341) #2, !dbg !91
  br label %__nv_exp2f.exit39, !dbg !91

2392:                                             ; preds = %__nv_exp2f.exit36
  %2393 = tail call float @llvm.nvvm.ex2.approx.f(float %2341) #2, !dbg !91
  br label %__nv_exp2f.exit39, !dbg !91

__nv_exp2f.exit39:                                ; preds = %2390, %2392
  %.0.i38 = phi float [ %2391, %2390 ], [ %2393, %2392 ], !dbg !91
  %2394 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !91
  %.not.i40 = icmp eq i32 %2394, 0, !dbg !91
  br i1 %.not.i40, label %2397, label %2395, !dbg !91

2395:                                             ; preds = %__nv_exp2f.exit39
  %2396 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %2342) #2, !dbg !91
  br label %__nv_exp2f.exit42, !dbg !91

2397:                                             ; preds = %__nv_exp2f.exit39
  %2398 = tail call float @llvm.nvvm.ex2.approx.f(float %2342) #2, !dbg !91
  br label %__nv_exp2f.exit42, !dbg !91

__nv_exp2f.exit42:                                ; preds = %2395, %2397
  %.0.i41 = phi float [ %2396, %2395 ], [ %2398, %2397 ], !dbg !91
  %2399 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !91
  %.not.i43 = icmp eq i32 %2399, 0, !dbg !91
  br i1 %.not.i43, label %2402, label %2400, !dbg !91

2400:                                             ; preds = %__nv_exp2f.exit42
  %2401 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %2343) #2, !dbg !91
  br label %__nv_exp2f.exit45, !dbg !91

2402:                                             ; preds = %__nv_exp2f.exit42
  %2403 = tail call float @llvm.nvvm.ex2.approx.f(float %2343) #2, !dbg !91
  br label %__nv_exp2f.exit45, !dbg !91

__nv_exp2f.exit45:                                ; preds = %2400, %2402
  %.0.i44 = phi float [ %2401, %2400 ], [ %2403, %2402 ], !dbg !91
  %2404 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !91
  %.not.i46 = icmp eq i32 %2404, 0, !dbg !91
  br i1 %.not.i46, label %2407, label %2405, !dbg !91

2405:                                             ; preds = %__nv_exp2f.exit45
  %2406 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %2344) #2, !dbg !91
  br label %__nv_exp2f.exit48, !dbg !91

2407:                                             ; preds = %__nv_exp2f.exit45
  %2408 = tail call float @llvm.nvvm.ex2.approx.f(float %2344) #2, !dbg !91
  br label %__nv_exp2f.exit48, !dbg !91

__nv_exp2f.exit48:                                ; preds = %2405, %2407
  %.0.i47 = phi float [ %2406, %2405 ], [ %2408, %2407 ], !dbg !91
  %2409 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !91
  %.not.i49 = icmp eq i32 %2409, 0, !dbg !91
  br i1 %.not.i49, label %2412, label %2410, !dbg !91

2410:                                             ; preds = %__nv_exp2f.exit48
  %2411 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %2345) #2, !dbg !91
  br label %__nv_exp2f.exit51, !dbg !91

2412:                                             ; preds = %__nv_exp2f.exit48
  %2413 = tail call float @llvm.nvvm.ex2.approx.f(float %2345) #2, !dbg !91
  br label %__nv_exp2f.exit51, !dbg !91

__nv_exp2f.exit51:                                ; preds = %2410, %2412
  %.0.i50 = phi float [ %2411, %2410 ], [ %2413, %2412 ], !dbg !91
  %2414 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !91
  %.not.i52 = icmp eq i32 %2414, 0, !dbg !91
  br i1 %.not.i52, label %2417, label %2415, !dbg !91

2415:                                             ; preds = %__nv_exp2f.exit51
  %2416 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %2346) #2, !dbg !91
  br label %__nv_exp2f.exit54, !dbg !91

2417:                                             ; preds = %__nv_exp2f.exit51
  %2418 = tail call float @llvm.nvvm.ex2.approx.f(float %2346) #2, !dbg !91
  br label %__nv_exp2f.exit54, !dbg !91

__nv_exp2f.exit54:                                ; preds = %2415, %2417
  %.0.i53 = phi float [ %2416, %2415 ], [ %2418, %2417 ], !dbg !91
  %2419 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !91
  %.not.i55 = icmp eq i32 %2419, 0, !dbg !91
  br i1 %.not.i55, label %2422, label %2420, !dbg !91

2420:                                             ; preds = %__nv_exp2f.exit54
  %2421 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %2347) #2, !dbg !91
  br label %__nv_exp2f.exit57, !dbg !91

2422:                                             ; preds = %__nv_exp2f.exit54
  %2423 = tail call float @llvm.nvvm.ex2.approx.f(float %2347) #2, !dbg !91
  br label %__nv_exp2f.exit57, !dbg !91

__nv_exp2f.exit57:                                ; preds = %2420, %2422
  %.0.i56 = phi float [ %2421, %2420 ], [ %2423, %2422 ], !dbg !91
  %2424 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !91
  %.not.i58 = icmp eq i32 %2424, 0, !dbg !91
  br i1 %.not.i58, label %2427, label %2425, !dbg !91

2425:                                             ; preds = %__nv_exp2f.exit57
  %2426 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %2348) #2, !dbg !91
  br label %__nv_exp2f.exit60, !dbg !91

2427:                                             ; preds = %__nv_exp2f.exit57
  %2428 = tail call float @llvm.nvvm.ex2.approx.f(float %2348) #2, !dbg !91
  br label %__nv_exp2f.exit60, !dbg !91

__nv_exp2f.exit60:                                ; preds = %2425, %2427
  %.0.i59 = phi float [ %2426, %2425 ], [ %2428, %2427 ], !dbg !91
  %2429 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !91
  %.not.i61 = icmp eq i32 %2429, 0, !dbg !91
  br i1 %.not.i61, label %2432, label %2430, !dbg !91

2430:                                             ; preds = %__nv_exp2f.exit60
  %2431 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %2349) #2, !dbg !91
  br label %__nv_exp2f.exit63, !dbg !91

2432:                                             ; preds = %__nv_exp2f.exit60
  %2433 = tail call float @llvm.nvvm.ex2.approx.f(float %2349) #2, !dbg !91
  br label %__nv_exp2f.exit63, !dbg !91

__nv_exp2f.exit63:                                ; preds = %2430, %2432
  %.0.i62 = phi float [ %2431, %2430 ], [ %2433, %2432 ], !dbg !91
  %2434 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !91
  %.not.i64 = icmp eq i32 %2434, 0, !dbg !91
  br i1 %.not.i64, label %2437, label %2435, !dbg !91

2435:                                             ; preds = %__nv_exp2f.exit63
  %2436 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %2350) #2, !dbg !91
  br label %__nv_exp2f.exit66, !dbg !91

2437:                                             ; preds = %__nv_exp2f.exit63
  %2438 = tail call float @llvm.nvvm.ex2.approx.f(float %2350) #2, !dbg !91
  br label %__nv_exp2f.exit66, !dbg !91

__nv_exp2f.exit66:                                ; preds = %2435, %2437
  %.0.i65 = phi float [ %2436, %2435 ], [ %2438, %2437 ], !dbg !91
  %2439 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !91
  %.not.i67 = icmp eq i32 %2439, 0, !dbg !91
  br i1 %.not.i67, label %2442, label %2440, !dbg !91

2440:                                             ; preds = %__nv_exp2f.exit66
  %2441 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %2351) #2, !dbg !91
  br label %__nv_exp2f.exit69, !dbg !91

2442:                                             ; preds = %__nv_exp2f.exit66
  %2443 = tail call float @llvm.nvvm.ex2.approx.f(float %2351) #2, !dbg !91
  br label %__nv_exp2f.exit69, !dbg !91

__nv_exp2f.exit69:                                ; preds = %2440, %2442
  %.0.i68 = phi float [ %2441, %2440 ], [ %2443, %2442 ], !dbg !91
  %2444 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !91
  %.not.i70 = icmp eq i32 %2444, 0, !dbg !91
  br i1 %.not.i70, label %2447, label %2445, !dbg !91

2445:                                             ; preds = %__nv_exp2f.exit69
  %2446 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %2352) #2, !dbg !91
  br label %__nv_exp2f.exit72, !dbg !91

2447:                                             ; preds = %__nv_exp2f.exit69
  %2448 = tail call float @llvm.nvvm.ex2.approx.f(float %2352) #2, !dbg !91
  br label %__nv_exp2f.exit72, !dbg !91

__nv_exp2f.exit72:                                ; preds = %2445, %2447
  %.0.i71 = phi float [ %2446, %2445 ], [ %2448, %2447 ], !dbg !91
  %2449 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !91
  %.not.i73 = icmp eq i32 %2449, 0, !dbg !91
  br i1 %.not.i73, label %2452, label %2450, !dbg !91

2450:                                             ; preds = %__nv_exp2f.exit72
  %2451 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %2353) #2, !dbg !91
  br label %__nv_exp2f.exit75, !dbg !91

2452:                                             ; preds = %__nv_exp2f.exit72
  %2453 = tail call float @llvm.nvvm.ex2.approx.f(float %2353) #2, !dbg !91
  br label %__nv_exp2f.exit75, !dbg !91

__nv_exp2f.exit75:                                ; preds = %2450, %2452
  %.0.i74 = phi float [ %2451, %2450 ], [ %2453, %2452 ], !dbg !91
  %2454 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !91
  %.not.i76 = icmp eq i32 %2454, 0, !dbg !91
  br i1 %.not.i76, label %2457, label %2455, !dbg !91

2455:                                             ; preds = %__nv_exp2f.exit75
  %2456 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %2354) #2, !dbg !91
  br label %__nv_exp2f.exit78, !dbg !91

2457:                                             ; preds = %__nv_exp2f.exit75
  %2458 = tail call float @llvm.nvvm.ex2.approx.f(float %2354) #2, !dbg !91
  br label %__nv_exp2f.exit78, !dbg !91

__nv_exp2f.exit78:                                ; preds = %2455, %2457
  %.0.i77 = phi float [ %2456, %2455 ], [ %2458, %2457 ], !dbg !91
  %2459 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !91
  %.not.i79 = icmp eq i32 %2459, 0, !dbg !91
  br i1 %.not.i79, label %2462, label %2460, !dbg !91

2460:                                             ; preds = %__nv_exp2f.exit78
  %2461 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %2355) #2, !dbg !91
  br label %__nv_exp2f.exit81, !dbg !91

2462:                                             ; preds = %__nv_exp2f.exit78
  %2463 = tail call float @llvm.nvvm.ex2.approx.f(float %2355) #2, !dbg !91
  br label %__nv_exp2f.exit81, !dbg !91

__nv_exp2f.exit81:                                ; preds = %2460, %2462
  %.0.i80 = phi float [ %2461, %2460 ], [ %2463, %2462 ], !dbg !91
  %2464 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !91
  %.not.i82 = icmp eq i32 %2464, 0, !dbg !91
  br i1 %.not.i82, label %2467, label %2465, !dbg !91

2465:                                             ; preds = %__nv_exp2f.exit81
  %2466 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %2356) #2, !dbg !91
  br label %__nv_exp2f.exit84, !dbg !91

2467:                                             ; preds = %__nv_exp2f.exit81
  %2468 = tail call float @llvm.nvvm.ex2.approx.f(float %2356) #2, !dbg !91
  br label %__nv_exp2f.exit84, !dbg !91

__nv_exp2f.exit84:                                ; preds = %2465, %2467
  %.0.i83 = phi float [ %2466, %2465 ], [ %2468, %2467 ], !dbg !91
  %2469 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !91
  %.not.i85 = icmp eq i32 %2469, 0, !dbg !91
  br i1 %.not.i85, label %2472, label %2470, !dbg !91

2470:                                             ; preds = %__nv_exp2f.exit84
  %2471 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %2357) #2, !dbg !91
  br label %__nv_exp2f.exit87, !dbg !91

2472:                                             ; preds = %__nv_exp2f.exit84
  %2473 = tail call float @llvm.nvvm.ex2.approx.f(float %2357) #2, !dbg !91
  br label %__nv_exp2f.exit87, !dbg !91

__nv_exp2f.exit87:                                ; preds = %2470, %2472
  %.0.i86 = phi float [ %2471, %2470 ], [ %2473, %2472 ], !dbg !91
  %2474 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !91
  %.not.i88 = icmp eq i32 %2474, 0, !dbg !91
  br i1 %.not.i88, label %2477, label %2475, !dbg !91

2475:                                             ; preds = %__nv_exp2f.exit87
  %2476 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %2358) #2, !dbg !91
  br label %__nv_exp2f.exit90, !dbg !91

2477:                                             ; preds = %__nv_exp2f.exit87
  %2478 = tail call float @llvm.nvvm.ex2.approx.f(float %2358) #2, !dbg !91
  br label %__nv_exp2f.exit90, !dbg !91

__nv_exp2f.exit90:                                ; preds = %2475, %2477
  %.0.i89 = phi float [ %2476, %2475 ], [ %2478, %2477 ], !dbg !91
  %2479 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !91
  %.not.i91 = icmp eq i32 %2479, 0, !dbg !91
  br i1 %.not.i91, label %2482, label %2480, !dbg !91

2480:                                             ; preds = %__nv_exp2f.exit90
  %2481 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %2359) #2, !dbg !91
  br label %__nv_exp2f.exit93, !dbg !91

2482:                                             ; preds = %__nv_exp2f.exit90
  %2483 = tail call float @llvm.nvvm.ex2.approx.f(float %2359) #2, !dbg !91
  br label %__nv_exp2f.exit93, !dbg !91

__nv_exp2f.exit93:                                ; preds = %2480, %2482
  %.0.i92 = phi float [ %2481, %2480 ], [ %2483, %2482 ], !dbg !91
  %2484 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !91
  %.not.i94 = icmp eq i32 %2484, 0, !dbg !91
  br i1 %.not.i94, label %2487, label %2485, !dbg !91

2485:                                             ; preds = %__nv_exp2f.exit93
  %2486 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %2360) #2, !dbg !91
  br label %__nv_exp2f.exit96, !dbg !91

2487:                                             ; preds = %__nv_exp2f.exit93
  %2488 = tail call float @llvm.nvvm.ex2.approx.f(float %2360) #2, !dbg !91
  br label %__nv_exp2f.exit96, !dbg !91

__nv_exp2f.exit96:                                ; preds = %2485, %2487
  %.0.i95 = phi float [ %2486, %2485 ], [ %2488, %2487 ], !dbg !91
  %2489 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !91
  %.not.i97 = icmp eq i32 %2489, 0, !dbg !91
  br i1 %.not.i97, label %2492, label %2490, !dbg !91

2490:                                             ; preds = %__nv_exp2f.exit96
  %2491 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %2361) #2, !dbg !91
  br label %__nv_exp2f.exit99, !dbg !91

2492:                                             ; preds = %__nv_exp2f.exit96
  %2493 = tail call float @llvm.nvvm.ex2.approx.f(float %2361) #2, !dbg !91
  br label %__nv_exp2f.exit99, !dbg !91

__nv_exp2f.exit99:                                ; preds = %2490, %2492
  %.0.i98 = phi float [ %2491, %2490 ], [ %2493, %2492 ], !dbg !91
  %2494 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !91
  %.not.i100 = icmp eq i32 %2494, 0, !dbg !91
  br i1 %.not.i100, label %2497, label %2495, !dbg !91

2495:                                             ; preds = %__nv_exp2f.exit99
  %2496 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %2362) #2, !dbg !91
  br label %__nv_exp2f.exit102, !dbg !91

2497:                                             ; preds = %__nv_exp2f.exit99
  %2498 = tail call float @llvm.nvvm.ex2.approx.f(float %2362) #2, !dbg !91
  br label %__nv_exp2f.exit102, !dbg !91

__nv_exp2f.exit102:                               ; preds = %2495, %2497
  %.0.i101 = phi float [ %2496, %2495 ], [ %2498, %2497 ], !dbg !91
  %2499 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !91
  %.not.i103 = icmp eq i32 %2499, 0, !dbg !91
  br i1 %.not.i103, label %2502, label %2500, !dbg !91

2500:                                             ; preds = %__nv_exp2f.exit102
  %2501 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %2363) #2, !dbg !91
  br label %__nv_exp2f.exit105, !dbg !91

2502:                                             ; preds = %__nv_exp2f.exit102
  %2503 = tail call float @llvm.nvvm.ex2.approx.f(float %2363) #2, !dbg !91
  br label %__nv_exp2f.exit105, !dbg !91

__nv_exp2f.exit105:                               ; preds = %2500, %2502
  %.0.i104 = phi float [ %2501, %2500 ], [ %2503, %2502 ], !dbg !91
  %2504 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !91
  %.not.i106 = icmp eq i32 %2504, 0, !dbg !91
  br i1 %.not.i106, label %2507, label %2505, !dbg !91

2505:                                             ; preds = %__nv_exp2f.exit105
  %2506 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %2364) #2, !dbg !91
  br label %__nv_exp2f.exit108, !dbg !91

2507:                                             ; preds = %__nv_exp2f.exit105
  %2508 = tail call float @llvm.nvvm.ex2.approx.f(float %2364) #2, !dbg !91
  br label %__nv_exp2f.exit108, !dbg !91

__nv_exp2f.exit108:                               ; preds = %2505, %2507
  %.0.i107 = phi float [ %2506, %2505 ], [ %2508, %2507 ], !dbg !91
  %2509 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !91
  %.not.i109 = icmp eq i32 %2509, 0, !dbg !91
  br i1 %.not.i109, label %2512, label %2510, !dbg !91

2510:                                             ; preds = %__nv_exp2f.exit108
  %2511 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %2365) #2, !dbg !91
  br label %__nv_exp2f.exit111, !dbg !91

2512:                                             ; preds = %__nv_exp2f.exit108
  %2513 = tail call float @llvm.nvvm.ex2.approx.f(float %2365) #2, !dbg !91
  br label %__nv_exp2f.exit111, !dbg !91

__nv_exp2f.exit111:                               ; preds = %2510, %2512
  %.0.i110 = phi float [ %2511, %2510 ], [ %2513, %2512 ], !dbg !91
  %2514 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !91
  %.not.i112 = icmp eq i32 %2514, 0, !dbg !91
  br i1 %.not.i112, label %2517, label %2515, !dbg !91

2515:                                             ; preds = %__nv_exp2f.exit111
  %2516 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %2366) #2, !dbg !91
  br label %__nv_exp2f.exit114, !dbg !91

2517:                                             ; preds = %__nv_exp2f.exit111
  %2518 = tail call float @llvm.nvvm.ex2.approx.f(float %2366) #2, !dbg !91
  br label %__nv_exp2f.exit114, !dbg !91

__nv_exp2f.exit114:                               ; preds = %2515, %2517
  %.0.i113 = phi float [ %2516, %2515 ], [ %2518, %2517 ], !dbg !91
  %2519 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !91
  %.not.i115 = icmp eq i32 %2519, 0, !dbg !91
  br i1 %.not.i115, label %2522, label %2520, !dbg !91

2520:                                             ; preds = %__nv_exp2f.exit114
  %2521 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %2367) #2, !dbg !91
  br label %__nv_exp2f.exit117, !dbg !91

2522:                                             ; preds = %__nv_exp2f.exit114
  %2523 = tail call float @llvm.nvvm.ex2.approx.f(float %2367) #2, !dbg !91
  br label %__nv_exp2f.exit117, !dbg !91

__nv_exp2f.exit117:                               ; preds = %2520, %2522
  %.0.i116 = phi float [ %2521, %2520 ], [ %2523, %2522 ], !dbg !91
  %2524 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !91
  %.not.i118 = icmp eq i32 %2524, 0, !dbg !91
  br i1 %.not.i118, label %2527, label %2525, !dbg !91

2525:                                             ; preds = %__nv_exp2f.exit117
  %2526 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %2368) #2, !dbg !91
  br label %__nv_exp2f.exit120, !dbg !91

2527:                                             ; preds = %__nv_exp2f.exit117
  %2528 = tail call float @llvm.nvvm.ex2.approx.f(float %2368) #2, !dbg !91
  br label %__nv_exp2f.exit120, !dbg !91

__nv_exp2f.exit120:                               ; preds = %2525, %2527
  %.0.i119 = phi float [ %2526, %2525 ], [ %2528, %2527 ], !dbg !91
  %2529 = fsub float %.pn356, %2303, !dbg !92
  %2530 = fsub float %.pn354, %2304, !dbg !92
  %2531 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !93
  %.not.i121 = icmp eq i32 %2531, 0, !dbg !93
  br i1 %.not.i121, label %2534, label %2532, !dbg !93

2532:                                             ; preds = %__nv_exp2f.exit120
  %2533 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %2529) #2, !dbg !93
  br label %__nv_exp2f.exit123, !dbg !93

2534:                                             ; preds = %__nv_exp2f.exit120
  %2535 = tail call float @llvm.nvvm.ex2.approx.f(float %2529) #2, !dbg !93
  br label %__nv_exp2f.exit123, !dbg !93

__nv_exp2f.exit123:                               ; preds = %2532, %2534
  %.0.i122 = phi float [ %2533, %2532 ], [ %2535, %2534 ], !dbg !93
  %2536 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !93
  %.not.i124 = icmp eq i32 %2536, 0, !dbg !93
  br i1 %.not.i124, label %2539, label %2537, !dbg !93

2537:                                             ; preds = %__nv_exp2f.exit123
  %2538 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %2530) #2, !dbg !93
  br label %__nv_exp2f.exit126, !dbg !93

2539:                                             ; preds = %__nv_exp2f.exit123
  %2540 = tail call float @llvm.nvvm.ex2.approx.f(float %2530) #2, !dbg !93
  br label %__nv_exp2f.exit126, !dbg !93

__nv_exp2f.exit126:                               ; preds = %2537, %2539
  %.0.i125 = phi float [ %2538, %2537 ], [ %2540, %2539 ], !dbg !93
  %2541 = fmul float %.pn360, %.0.i122, !dbg !94
  %2542 = fmul float %.pn358, %.0.i125, !dbg !94
  %2543 = fadd float %.0.i, %.0.i29, !dbg !95
  %2544 = fadd float %.0.i32, %.0.i35, !dbg !95
  %2545 = fadd float %2543, %.0.i38, !dbg !95
  %2546 = fadd float %2545, %.0.i41, !dbg !95
  %2547 = fadd float %2544, %.0.i44, !dbg !95
  %2548 = fadd float %2547, %.0.i47, !dbg !95
  %2549 = fadd float %2546, %.0.i50, !dbg !95
  %2550 = fadd float %2549, %.0.i53, !dbg !95
  %2551 = fadd float %2548, %.0.i56, !dbg !95
  %2552 = fadd float %2551, %.0.i59, !dbg !95
  %2553 = fadd float %2550, %.0.i62, !dbg !95
  %2554 = fadd float %2553, %.0.i65, !dbg !95
  %2555 = fadd float %2552, %.0.i68, !dbg !95
  %2556 = fadd float %2555, %.0.i71, !dbg !95
  %2557 = fadd float %2554, %.0.i74, !dbg !95
  %2558 = fadd float %2557, %.0.i77, !dbg !95
  %2559 = fadd float %2556, %.0.i80, !dbg !95
  %2560 = fadd float %2559, %.0.i83, !dbg !95
  %2561 = fadd float %2558, %.0.i86, !dbg !95
  %2562 = fadd float %2561, %.0.i89, !dbg !95
  %2563 = fadd float %2560, %.0.i92, !dbg !95
  %2564 = fadd float %2563, %.0.i95, !dbg !95
  %2565 = fadd float %2562, %.0.i98, !dbg !95
  %2566 = fadd float %2565, %.0.i101, !dbg !95
  %2567 = fadd float %2564, %.0.i104, !dbg !95
  %2568 = fadd float %2567, %.0.i107, !dbg !95
  %2569 = fadd float %2566, %.0.i110, !dbg !95
  %2570 = fadd float %2569, %.0.i113, !dbg !95
  %2571 = fadd float %2568, %.0.i116, !dbg !95
  %2572 = fadd float %2571, %.0.i119, !dbg !95
  %2573 = bitcast float %2570 to i32, !dbg !96
  %2574 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %2573, i32 2, i32 31), !dbg !96
  %2575 = bitcast i32 %2574 to float, !dbg !96
  %2576 = fadd float %2570, %2575, !dbg !95
  %2577 = bitcast float %2576 to i32, !dbg !96
  %2578 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %2577, i32 1, i32 31), !dbg !96
  %2579 = bitcast i32 %2578 to float, !dbg !96
  %2580 = fadd float %2576, %2579, !dbg !95
  %2581 = bitcast float %2572 to i32, !dbg !96
  %2582 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %2581, i32 2, i32 31), !dbg !96
  %2583 = bitcast i32 %2582 to float, !dbg !96
  %2584 = fadd float %2572, %2583, !dbg !95
  %2585 = bitcast float %2584 to i32, !dbg !96
  %2586 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %2585, i32 1, i32 31), !dbg !96
  %2587 = bitcast i32 %2586 to float, !dbg !96
  %2588 = fadd float %2584, %2587, !dbg !95
  %2589 = fadd float %2541, %2580, !dbg !98
  %2590 = fadd float %2542, %2588, !dbg !98
  %2591 = fmul float %2086, %.0.i122, !dbg !99
  %2592 = fmul float %2087, %.0.i122, !dbg !99
  %2593 = fmul float %2088, %.0.i125, !dbg !99
  %2594 = fmul float %2089, %.0.i125, !dbg !99
  %2595 = fmul float %2090, %.0.i122, !dbg !99
  %2596 = fmul float %2091, %.0.i122, !dbg !99
  %2597 = fmul float %2092, %.0.i125, !dbg !99
  %2598 = fmul float %2093, %.0.i125, !dbg !99
  %2599 = fmul float %2094, %.0.i122, !dbg !99
  %2600 = fmul float %2095, %.0.i122, !dbg !99
  %2601 = fmul float %2096, %.0.i125, !dbg !99
  %2602 = fmul float %2097, %.0.i125, !dbg !99
  %2603 = fmul float %2098, %.0.i122, !dbg !99
  %2604 = fmul float %2099, %.0.i122, !dbg !99
  %2605 = fmul float %2100, %.0.i125, !dbg !99
  %2606 = fmul float %2101, %.0.i125, !dbg !99
  %2607 = fmul float %2102, %.0.i122, !dbg !99
  %2608 = fmul float %2103, %.0.i122, !dbg !99
  %2609 = fmul float %2104, %.0.i125, !dbg !99
  %2610 = fmul float %2105, %.0.i125, !dbg !99
  %2611 = fmul float %2106, %.0.i122, !dbg !99
  %2612 = fmul float %2107, %.0.i122, !dbg !99
  %2613 = fmul float %2108, %.0.i125, !dbg !99
  %2614 = fmul float %2109, %.0.i125, !dbg !99
  %2615 = fmul float %2110, %.0.i122, !dbg !99
  %2616 = fmul float %2111, %.0.i122, !dbg !99
  %2617 = fmul float %2112, %.0.i125, !dbg !99
  %2618 = fmul float %2113, %.0.i125, !dbg !99
  %2619 = fmul float %2114, %.0.i122, !dbg !99
  %2620 = fmul float %2115, %.0.i122, !dbg !99
  %2621 = fmul float %2116, %.0.i125, !dbg !99
  %2622 = fmul float %2117, %.0.i125, !dbg !99
  %2623 = fmul float %2118, %.0.i122, !dbg !99
  %2624 = fmul float %2119, %.0.i122, !dbg !99
  %2625 = fmul float %2120, %.0.i125, !dbg !99
  %2626 = fmul float %2121, %.0.i125, !dbg !99
  %2627 = fmul float %2122, %.0.i122, !dbg !99
  %2628 = fmul float %2123, %.0.i122, !dbg !99
  %2629 = fmul float %2124, %.0.i125, !dbg !99
  %2630 = fmul float %2125, %.0.i125, !dbg !99
  %2631 = fmul float %2126, %.0.i122, !dbg !99
  %2632 = fmul float %2127, %.0.i122, !dbg !99
  %2633 = fmul float %2128, %.0.i125, !dbg !99
  %2634 = fmul float %2129, %.0.i125, !dbg !99
  %2635 = fmul float %2130, %.0.i122, !dbg !99
  %2636 = fmul float %2131, %.0.i122, !dbg !99
  %2637 = fmul float %2132, %.0.i125, !dbg !99
  %2638 = fmul float %2133, %.0.i125, !dbg !99
  %2639 = fmul float %2134, %.0.i122, !dbg !99
  %2640 = fmul float %2135, %.0.i122, !dbg !99
  %2641 = fmul float %2136, %.0.i125, !dbg !99
  %2642 = fmul float %2137, %.0.i125, !dbg !99
  %2643 = fmul float %2138, %.0.i122, !dbg !99
  %2644 = fmul float %2139, %.0.i122, !dbg !99
  %2645 = fmul float %2140, %.0.i125, !dbg !99
  %2646 = fmul float %2141, %.0.i125, !dbg !99
  %2647 = fmul float %2142, %.0.i122, !dbg !99
  %2648 = fmul float %2143, %.0.i122, !dbg !99
  %2649 = fmul float %2144, %.0.i125, !dbg !99
  %2650 = fmul float %2145, %.0.i125, !dbg !99
  %2651 = fmul float %2146, %.0.i122, !dbg !99
  %2652 = fmul float %2147, %.0.i122, !dbg !99
  %2653 = fmul float %2148, %.0.i125, !dbg !99
  %2654 = fmul float %2149, %.0.i125, !dbg !99
  %2655 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %1761, !dbg !78
  %2656 = insertelement <2 x float> poison, float %.0.i, i64 0, !dbg !100
  %2657 = insertelement <2 x float> %2656, float %.0.i29, i64 1, !dbg !100
  %2658 = fptrunc <2 x float> %2657 to <2 x bfloat>, !dbg !100
  %2659 = insertelement <2 x float> poison, float %.0.i32, i64 0, !dbg !100
  %2660 = insertelement <2 x float> %2659, float %.0.i35, i64 1, !dbg !100
  %2661 = fptrunc <2 x float> %2660 to <2 x bfloat>, !dbg !100
  %2662 = insertelement <2 x float> poison, float %.0.i38, i64 0, !dbg !100
  %2663 = insertelement <2 x float> %2662, float %.0.i41, i64 1, !dbg !100
  %2664 = fptrunc <2 x float> %2663 to <2 x bfloat>, !dbg !100
  %2665 = insertelement <2 x float> poison, float %.0.i44, i64 0, !dbg !100
  %2666 = insertelement <2 x float> %2665, float %.0.i47, i64 1, !dbg !100
  %2667 = fptrunc <2 x float> %2666 to <2 x bfloat>, !dbg !100
  %2668 = insertelement <2 x float> poison, float %.0.i50, i64 0, !dbg !100
  %2669 = insertelement <2 x float> %2668, float %.0.i53, i64 1, !dbg !100
  %2670 = fptrunc <2 x float> %2669 to <2 x bfloat>, !dbg !100
  %2671 = insertelement <2 x float> poison, float %.0.i56, i64 0, !dbg !100
  %2672 = insertelement <2 x float> %2671, float %.0.i59, i64 1, !dbg !100
  %2673 = fptrunc <2 x float> %2672 to <2 x bfloat>, !dbg !100
  %2674 = insertelement <2 x float> poison, float %.0.i62, i64 0, !dbg !100
  %2675 = insertelement <2 x float> %2674, float %.0.i65, i64 1, !dbg !100
  %2676 = fptrunc <2 x float> %2675 to <2 x bfloat>, !dbg !100
  %2677 = insertelement <2 x float> poison, float %.0.i68, i64 0, !dbg !100
  %2678 = insertelement <2 x float> %2677, float %.0.i71, i64 1, !dbg !100
  %2679 = fptrunc <2 x float> %2678 to <2 x bfloat>, !dbg !100
  %2680 = insertelement <2 x float> poison, float %.0.i74, i64 0, !dbg !100
  %2681 = insertelement <2 x float> %2680, float %.0.i77, i64 1, !dbg !100
  %2682 = fptrunc <2 x float> %2681 to <2 x bfloat>, !dbg !100
  %2683 = insertelement <2 x float> poison, float %.0.i80, i64 0, !dbg !100
  %2684 = insertelement <2 x float> %2683, float %.0.i83, i64 1, !dbg !100
  %2685 = fptrunc <2 x float> %2684 to <2 x bfloat>, !dbg !100
  %2686 = insertelement <2 x float> poison, float %.0.i86, i64 0, !dbg !100
  %2687 = insertelement <2 x float> %2686, float %.0.i89, i64 1, !dbg !100
  %2688 = fptrunc <2 x float> %2687 to <2 x bfloat>, !dbg !100
  %2689 = insertelement <2 x float> poison, float %.0.i92, i64 0, !dbg !100
  %2690 = insertelement <2 x float> %2689, float %.0.i95, i64 1, !dbg !100
  %2691 = fptrunc <2 x float> %2690 to <2 x bfloat>, !dbg !100
  %2692 = insertelement <2 x float> poison, float %.0.i98, i64 0, !dbg !100
  %2693 = insertelement <2 x float> %2692, float %.0.i101, i64 1, !dbg !100
  %2694 = fptrunc <2 x float> %2693 to <2 x bfloat>, !dbg !100
  %2695 = insertelement <2 x float> poison, float %.0.i104, i64 0, !dbg !100
  %2696 = insertelement <2 x float> %2695, float %.0.i107, i64 1, !dbg !100
  %2697 = fptrunc <2 x float> %2696 to <2 x bfloat>, !dbg !100
  %2698 = insertelement <2 x float> poison, float %.0.i110, i64 0, !dbg !100
  %2699 = insertelement <2 x float> %2698, float %.0.i113, i64 1, !dbg !100
  %2700 = fptrunc <2 x float> %2699 to <2 x bfloat>, !dbg !100
  %2701 = insertelement <2 x float> poison, float %.0.i116, i64 0, !dbg !100
  %2702 = insertelement <2 x float> %2701, float %.0.i119, i64 1, !dbg !100
  %2703 = fptrunc <2 x float> %2702 to <2 x bfloat>, !dbg !100
  %2704 = ptrtoint ptr addrspace(3) %2655 to i32, !dbg !101
  %2705 = lshr exact i32 %2704, 4, !dbg !101
  %2706 = and i32 %2705, 16383, !dbg !101
  %2707 = zext nneg i32 %2706 to i64, !dbg !101
  %2708 = bitcast <2 x bfloat> %2658 to i32, !dbg !101
  %2709 = bitcast <2 x bfloat> %2661 to i32, !dbg !101
  %2710 = bitcast <2 x bfloat> %2664 to i32, !dbg !101
  %2711 = bitcast <2 x bfloat> %2667 to i32, !dbg !101
  %2712 = bitcast <2 x bfloat> %2670 to i32, !dbg !101
  %2713 = bitcast <2 x bfloat> %2673 to i32, !dbg !101
  %2714 = bitcast <2 x bfloat> %2676 to i32, !dbg !101
  %2715 = bitcast <2 x bfloat> %2679 to i32, !dbg !101
  %2716 = bitcast <2 x bfloat> %2682 to i32, !dbg !101
  %2717 = bitcast <2 x bfloat> %2685 to i32, !dbg !101
  %2718 = bitcast <2 x bfloat> %2688 to i32, !dbg !101
  %2719 = bitcast <2 x bfloat> %2691 to i32, !dbg !101
  %2720 = bitcast <2 x bfloat> %2694 to i32, !dbg !101
  %2721 = bitcast <2 x bfloat> %2697 to i32, !dbg !101
  %2722 = bitcast <2 x bfloat> %2700 to i32, !dbg !101
  %2723 = bitcast <2 x bfloat> %2703 to i32, !dbg !101
  tail call void @llvm.nvvm.wgmma.fence.sync.aligned(), !dbg !101
  %2724 = or disjoint i64 %2707, 4611686293338849280, !dbg !101
  %2725 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31,$32,$33,$34,$35,$36,$37,$38,$39,$40,$41,$42,$43,$44,$45,$46,$47,$48,$49,$50,$51,$52,$53,$54,$55,$56,$57,$58,$59,$60,$61,$62,$63}, {$128,$129,$130,$131}, $132, $133, 1, 1, 1;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,r,r,r,r,l,b"(float %2591, float %2592, float %2593, float %2594, float %2595, float %2596, float %2597, float %2598, float %2599, float %2600, float %2601, float %2602, float %2603, float %2604, float %2605, float %2606, float %2607, float %2608, float %2609, float %2610, float %2611, float %2612, float %2613, float %2614, float %2615, float %2616, float %2617, float %2618, float %2619, float %2620, float %2621, float %2622, float %2623, float %2624, float %2625, float %2626, float %2627, float %2628, float %2629, float %2630, float %2631, float %2632, float %2633, float %2634, float %2635, float %2636, float %2637, float %2638, float %2639, float %2640, float %2641, float %2642, float %2643, float %2644, float %2645, float %2646, float %2647, float %2648, float %2649, float %2650, float %2651, float %2652, float %2653, float %2654, i32 %2708, i32 %2709, i32 %2710, i32 %2711, i64 %2724, i1 true) #2, !dbg !101
  %2726 = add nuw nsw i64 %2707, 4611686293338849408, !dbg !101
  %2727 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2725, 0, !dbg !101
  %2728 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2725, 1, !dbg !101
  %2729 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2725, 2, !dbg !101
  %2730 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2725, 3, !dbg !101
  %2731 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2725, 4, !dbg !101
  %2732 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2725, 5, !dbg !101
  %2733 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2725, 6, !dbg !101
  %2734 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2725, 7, !dbg !101
  %2735 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2725, 8, !dbg !101
  %2736 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2725, 9, !dbg !101
  %2737 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2725, 10, !dbg !101
  %2738 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2725, 11, !dbg !101
  %2739 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2725, 12, !dbg !101
  %2740 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2725, 13, !dbg !101
  %2741 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2725, 14, !dbg !101
  %2742 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2725, 15, !dbg !101
  %2743 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2725, 16, !dbg !101
  %2744 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2725, 17, !dbg !101
  %2745 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2725, 18, !dbg !101
  %2746 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2725, 19, !dbg !101
  %2747 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2725, 20, !dbg !101
  %2748 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2725, 21, !dbg !101
  %2749 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2725, 22, !dbg !101
  %2750 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2725, 23, !dbg !101
  %2751 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2725, 24, !dbg !101
  %2752 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2725, 25, !dbg !101
  %2753 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2725, 26, !dbg !101
  %2754 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2725, 27, !dbg !101
  %2755 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2725, 28, !dbg !101
  %2756 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2725, 29, !dbg !101
  %2757 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2725, 30, !dbg !101
  %2758 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2725, 31, !dbg !101
  %2759 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2725, 32, !dbg !101
  %2760 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2725, 33, !dbg !101
  %2761 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2725, 34, !dbg !101
  %2762 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2725, 35, !dbg !101
  %2763 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2725, 36, !dbg !101
  %2764 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2725, 37, !dbg !101
  %2765 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2725, 38, !dbg !101
  %2766 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2725, 39, !dbg !101
  %2767 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2725, 40, !dbg !101
  %2768 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2725, 41, !dbg !101
  %2769 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2725, 42, !dbg !101
  %2770 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2725, 43, !dbg !101
  %2771 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2725, 44, !dbg !101
  %2772 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2725, 45, !dbg !101
  %2773 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2725, 46, !dbg !101
  %2774 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2725, 47, !dbg !101
  %2775 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2725, 48, !dbg !101
  %2776 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2725, 49, !dbg !101
  %2777 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2725, 50, !dbg !101
  %2778 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2725, 51, !dbg !101
  %2779 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2725, 52, !dbg !101
  %2780 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2725, 53, !dbg !101
  %2781 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2725, 54, !dbg !101
  %2782 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2725, 55, !dbg !101
  %2783 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2725, 56, !dbg !101
  %2784 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2725, 57, !dbg !101
  %2785 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2725, 58, !dbg !101
  %2786 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2725, 59, !dbg !101
  %2787 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2725, 60, !dbg !101
  %2788 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2725, 61, !dbg !101
  %2789 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2725, 62, !dbg !101
  %2790 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2725, 63, !dbg !101
  %2791 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31,$32,$33,$34,$35,$36,$37,$38,$39,$40,$41,$42,$43,$44,$45,$46,$47,$48,$49,$50,$51,$52,$53,$54,$55,$56,$57,$58,$59,$60,$61,$62,$63}, {$128,$129,$130,$131}, $132, $133, 1, 1, 1;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,r,r,r,r,l,b"(float %2727, float %2728, float %2729, float %2730, float %2731, float %2732, float %2733, float %2734, float %2735, float %2736, float %2737, float %2738, float %2739, float %2740, float %2741, float %2742, float %2743, float %2744, float %2745, float %2746, float %2747, float %2748, float %2749, float %2750, float %2751, float %2752, float %2753, float %2754, float %2755, float %2756, float %2757, float %2758, float %2759, float %2760, float %2761, float %2762, float %2763, float %2764, float %2765, float %2766, float %2767, float %2768, float %2769, float %2770, float %2771, float %2772, float %2773, float %2774, float %2775, float %2776, float %2777, float %2778, float %2779, float %2780, float %2781, float %2782, float %2783, float %2784, float %2785, float %2786, float %2787, float %2788, float %2789, float %2790, i32 %2712, i32 %2713, i32 %2714, i32 %2715, i64 %2726, i1 true) #2, !dbg !101
  %2792 = add nuw nsw i64 %2707, 4611686293338849536, !dbg !101
  %2793 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2791, 0, !dbg !101
  %2794 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2791, 1, !dbg !101
  %2795 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2791, 2, !dbg !101
  %2796 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2791, 3, !dbg !101
  %2797 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2791, 4, !dbg !101
  %2798 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2791, 5, !dbg !101
  %2799 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2791, 6, !dbg !101
  %2800 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2791, 7, !dbg !101
  %2801 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2791, 8, !dbg !101
  %2802 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2791, 9, !dbg !101
  %2803 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2791, 10, !dbg !101
  %2804 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2791, 11, !dbg !101
  %2805 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2791, 12, !dbg !101
  %2806 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2791, 13, !dbg !101
  %2807 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2791, 14, !dbg !101
  %2808 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2791, 15, !dbg !101
  %2809 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2791, 16, !dbg !101
  %2810 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2791, 17, !dbg !101
  %2811 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2791, 18, !dbg !101
  %2812 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2791, 19, !dbg !101
  %2813 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2791, 20, !dbg !101
  %2814 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2791, 21, !dbg !101
  %2815 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2791, 22, !dbg !101
  %2816 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2791, 23, !dbg !101
  %2817 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2791, 24, !dbg !101
  %2818 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2791, 25, !dbg !101
  %2819 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2791, 26, !dbg !101
  %2820 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2791, 27, !dbg !101
  %2821 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2791, 28, !dbg !101
  %2822 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2791, 29, !dbg !101
  %2823 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2791, 30, !dbg !101
  %2824 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2791, 31, !dbg !101
  %2825 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2791, 32, !dbg !101
  %2826 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2791, 33, !dbg !101
  %2827 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2791, 34, !dbg !101
  %2828 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2791, 35, !dbg !101
  %2829 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2791, 36, !dbg !101
  %2830 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2791, 37, !dbg !101
  %2831 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2791, 38, !dbg !101
  %2832 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2791, 39, !dbg !101
  %2833 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2791, 40, !dbg !101
  %2834 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2791, 41, !dbg !101
  %2835 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2791, 42, !dbg !101
  %2836 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2791, 43, !dbg !101
  %2837 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2791, 44, !dbg !101
  %2838 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2791, 45, !dbg !101
  %2839 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2791, 46, !dbg !101
  %2840 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2791, 47, !dbg !101
  %2841 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2791, 48, !dbg !101
  %2842 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2791, 49, !dbg !101
  %2843 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2791, 50, !dbg !101
  %2844 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2791, 51, !dbg !101
  %2845 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2791, 52, !dbg !101
  %2846 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2791, 53, !dbg !101
  %2847 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2791, 54, !dbg !101
  %2848 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2791, 55, !dbg !101
  %2849 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2791, 56, !dbg !101
  %2850 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2791, 57, !dbg !101
  %2851 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2791, 58, !dbg !101
  %2852 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2791, 59, !dbg !101
  %2853 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2791, 60, !dbg !101
  %2854 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2791, 61, !dbg !101
  %2855 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2791, 62, !dbg !101
  %2856 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2791, 63, !dbg !101
  %2857 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31,$32,$33,$34,$35,$36,$37,$38,$39,$40,$41,$42,$43,$44,$45,$46,$47,$48,$49,$50,$51,$52,$53,$54,$55,$56,$57,$58,$59,$60,$61,$62,$63}, {$128,$129,$130,$131}, $132, $133, 1, 1, 1;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,r,r,r,r,l,b"(float %2793, float %2794, float %2795, float %2796, float %2797, float %2798, float %2799, float %2800, float %2801, float %2802, float %2803, float %2804, float %2805, float %2806, float %2807, float %2808, float %2809, float %2810, float %2811, float %2812, float %2813, float %2814, float %2815, float %2816, float %2817, float %2818, float %2819, float %2820, float %2821, float %2822, float %2823, float %2824, float %2825, float %2826, float %2827, float %2828, float %2829, float %2830, float %2831, float %2832, float %2833, float %2834, float %2835, float %2836, float %2837, float %2838, float %2839, float %2840, float %2841, float %2842, float %2843, float %2844, float %2845, float %2846, float %2847, float %2848, float %2849, float %2850, float %2851, float %2852, float %2853, float %2854, float %2855, float %2856, i32 %2716, i32 %2717, i32 %2718, i32 %2719, i64 %2792, i1 true) #2, !dbg !101
  %2858 = add nuw nsw i64 %2707, 4611686293338849664, !dbg !101
  %2859 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2857, 0, !dbg !101
  %2860 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2857, 1, !dbg !101
  %2861 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2857, 2, !dbg !101
  %2862 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2857, 3, !dbg !101
  %2863 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2857, 4, !dbg !101
  %2864 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2857, 5, !dbg !101
  %2865 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2857, 6, !dbg !101
  %2866 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2857, 7, !dbg !101
  %2867 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2857, 8, !dbg !101
  %2868 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2857, 9, !dbg !101
  %2869 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2857, 10, !dbg !101
  %2870 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2857, 11, !dbg !101
  %2871 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2857, 12, !dbg !101
  %2872 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2857, 13, !dbg !101
  %2873 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2857, 14, !dbg !101
  %2874 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2857, 15, !dbg !101
  %2875 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2857, 16, !dbg !101
  %2876 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2857, 17, !dbg !101
  %2877 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2857, 18, !dbg !101
  %2878 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2857, 19, !dbg !101
  %2879 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2857, 20, !dbg !101
  %2880 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2857, 21, !dbg !101
  %2881 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2857, 22, !dbg !101
  %2882 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2857, 23, !dbg !101
  %2883 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2857, 24, !dbg !101
  %2884 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2857, 25, !dbg !101
  %2885 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2857, 26, !dbg !101
  %2886 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2857, 27, !dbg !101
  %2887 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2857, 28, !dbg !101
  %2888 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2857, 29, !dbg !101
  %2889 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2857, 30, !dbg !101
  %2890 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2857, 31, !dbg !101
  %2891 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2857, 32, !dbg !101
  %2892 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2857, 33, !dbg !101
  %2893 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2857, 34, !dbg !101
  %2894 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2857, 35, !dbg !101
  %2895 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2857, 36, !dbg !101
  %2896 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2857, 37, !dbg !101
  %2897 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2857, 38, !dbg !101
  %2898 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2857, 39, !dbg !101
  %2899 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2857, 40, !dbg !101
  %2900 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2857, 41, !dbg !101
  %2901 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2857, 42, !dbg !101
  %2902 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2857, 43, !dbg !101
  %2903 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2857, 44, !dbg !101
  %2904 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2857, 45, !dbg !101
  %2905 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2857, 46, !dbg !101
  %2906 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2857, 47, !dbg !101
  %2907 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2857, 48, !dbg !101
  %2908 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2857, 49, !dbg !101
  %2909 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2857, 50, !dbg !101
  %2910 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2857, 51, !dbg !101
  %2911 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2857, 52, !dbg !101
  %2912 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2857, 53, !dbg !101
  %2913 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2857, 54, !dbg !101
  %2914 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2857, 55, !dbg !101
  %2915 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2857, 56, !dbg !101
  %2916 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2857, 57, !dbg !101
  %2917 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2857, 58, !dbg !101
  %2918 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2857, 59, !dbg !101
  %2919 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2857, 60, !dbg !101
  %2920 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2857, 61, !dbg !101
  %2921 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2857, 62, !dbg !101
  %2922 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2857, 63, !dbg !101
  %2923 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {$0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31,$32,$33,$34,$35,$36,$37,$38,$39,$40,$41,$42,$43,$44,$45,$46,$47,$48,$49,$50,$51,$52,$53,$54,$55,$56,$57,$58,$59,$60,$61,$62,$63}, {$128,$129,$130,$131}, $132, $133, 1, 1, 1;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63,r,r,r,r,l,b"(float %2859, float %2860, float %2861, float %2862, float %2863, float %2864, float %2865, float %2866, float %2867, float %2868, float %2869, float %2870, float %2871, float %2872, float %2873, float %2874, float %2875, float %2876, float %2877, float %2878, float %2879, float %2880, float %2881, float %2882, float %2883, float %2884, float %2885, float %2886, float %2887, float %2888, float %2889, float %2890, float %2891, float %2892, float %2893, float %2894, float %2895, float %2896, float %2897, float %2898, float %2899, float %2900, float %2901, float %2902, float %2903, float %2904, float %2905, float %2906, float %2907, float %2908, float %2909, float %2910, float %2911, float %2912, float %2913, float %2914, float %2915, float %2916, float %2917, float %2918, float %2919, float %2920, float %2921, float %2922, i32 %2720, i32 %2721, i32 %2722, i32 %2723, i64 %2858, i1 true) #2, !dbg !101
  %2924 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2923, 0, !dbg !101
  %2925 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2923, 1, !dbg !101
  %2926 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2923, 2, !dbg !101
  %2927 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2923, 3, !dbg !101
  %2928 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2923, 4, !dbg !101
  %2929 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2923, 5, !dbg !101
  %2930 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2923, 6, !dbg !101
  %2931 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2923, 7, !dbg !101
  %2932 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2923, 8, !dbg !101
  %2933 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2923, 9, !dbg !101
  %2934 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2923, 10, !dbg !101
  %2935 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2923, 11, !dbg !101
  %2936 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2923, 12, !dbg !101
  %2937 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2923, 13, !dbg !101
  %2938 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2923, 14, !dbg !101
  %2939 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2923, 15, !dbg !101
  %2940 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2923, 16, !dbg !101
  %2941 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2923, 17, !dbg !101
  %2942 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2923, 18, !dbg !101
  %2943 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2923, 19, !dbg !101
  %2944 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2923, 20, !dbg !101
  %2945 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2923, 21, !dbg !101
  %2946 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2923, 22, !dbg !101
  %2947 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2923, 23, !dbg !101
  %2948 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2923, 24, !dbg !101
  %2949 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2923, 25, !dbg !101
  %2950 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2923, 26, !dbg !101
  %2951 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2923, 27, !dbg !101
  %2952 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2923, 28, !dbg !101
  %2953 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2923, 29, !dbg !101
  %2954 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2923, 30, !dbg !101
  %2955 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2923, 31, !dbg !101
  %2956 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2923, 32, !dbg !101
  %2957 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2923, 33, !dbg !101
  %2958 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2923, 34, !dbg !101
  %2959 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2923, 35, !dbg !101
  %2960 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2923, 36, !dbg !101
  %2961 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2923, 37, !dbg !101
  %2962 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2923, 38, !dbg !101
  %2963 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2923, 39, !dbg !101
  %2964 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2923, 40, !dbg !101
  %2965 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2923, 41, !dbg !101
  %2966 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2923, 42, !dbg !101
  %2967 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2923, 43, !dbg !101
  %2968 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2923, 44, !dbg !101
  %2969 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2923, 45, !dbg !101
  %2970 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2923, 46, !dbg !101
  %2971 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2923, 47, !dbg !101
  %2972 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2923, 48, !dbg !101
  %2973 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2923, 49, !dbg !101
  %2974 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2923, 50, !dbg !101
  %2975 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2923, 51, !dbg !101
  %2976 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2923, 52, !dbg !101
  %2977 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2923, 53, !dbg !101
  %2978 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2923, 54, !dbg !101
  %2979 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2923, 55, !dbg !101
  %2980 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2923, 56, !dbg !101
  %2981 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2923, 57, !dbg !101
  %2982 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2923, 58, !dbg !101
  %2983 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2923, 59, !dbg !101
  %2984 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2923, 60, !dbg !101
  %2985 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2923, 61, !dbg !101
  %2986 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2923, 62, !dbg !101
  %2987 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %2923, 63, !dbg !101
  tail call void @llvm.nvvm.wgmma.commit_group.sync.aligned(), !dbg !101
  %2988 = add i32 %1750, 1, !dbg !70
  %2989 = icmp sgt i32 %2988, 2, !dbg !70
  %2990 = select i1 %2989, i32 0, i32 %2988, !dbg !70
  %2991 = add nsw i64 %indvars.iv280, 128, !dbg !70
  %2992 = trunc nsw i64 %2991 to i32, !dbg !71
  %2993 = shl i32 %2992, 7, !dbg !71
  %2994 = sext i32 %2993 to i64, !dbg !72
  %2995 = getelementptr bfloat, ptr addrspace(1) %190, i64 %2994, !dbg !72
  %2996 = getelementptr bfloat, ptr addrspace(1) %191, i64 %2994, !dbg !72
  %2997 = getelementptr bfloat, ptr addrspace(1) %192, i64 %2994, !dbg !72
  %2998 = getelementptr bfloat, ptr addrspace(1) %193, i64 %2994, !dbg !72
  %2999 = getelementptr bfloat, ptr addrspace(1) %199, i64 %2994, !dbg !73
  %3000 = getelementptr bfloat, ptr addrspace(1) %200, i64 %2994, !dbg !73
  %3001 = getelementptr bfloat, ptr addrspace(1) %201, i64 %2994, !dbg !73
  %3002 = getelementptr bfloat, ptr addrspace(1) %202, i64 %2994, !dbg !73
  %3003 = insertelement <4 x i64> poison, i64 %2991, i64 0, !dbg !74
  %3004 = shufflevector <4 x i64> %3003, <4 x i64> poison, <4 x i32> zeroinitializer, !dbg !74
  %3005 = or disjoint <4 x i64> %3004, %1676, !dbg !74
  %3006 = icmp slt <4 x i64> %3005, %1747, !dbg !76
  %3007 = shl i32 %2990, 13, !dbg !77
  %3008 = getelementptr bfloat, ptr addrspace(3) @global_smem, i32 %3007, !dbg !77
  %3009 = extractelement <4 x i1> %3006, i64 3, !dbg !70
  %3010 = and i1 %1751, %3009, !dbg !70
  %3011 = extractelement <4 x i1> %3006, i64 2, !dbg !70
  %3012 = and i1 %1751, %3011, !dbg !70
  %3013 = extractelement <4 x i1> %3006, i64 1, !dbg !70
  %3014 = and i1 %1751, %3013, !dbg !70
  %3015 = extractelement <4 x i1> %3006, i64 0, !dbg !70
  %3016 = and i1 %1751, %3015, !dbg !70
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !77
  %3017 = getelementptr inbounds nuw i8, ptr addrspace(3) %3008, i32 %208, !dbg !77
  %3018 = select i1 %3010, i32 16, i32 0, !dbg !77
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) %3017, ptr addrspace(1) %2995, i32 %3018) #2, !dbg !77
  %3019 = getelementptr inbounds nuw i8, ptr addrspace(3) %3008, i32 %211, !dbg !77
  %3020 = select i1 %3012, i32 16, i32 0, !dbg !77
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %3019, ptr addrspace(1) %2996, i32 %3020) #2, !dbg !77
  %3021 = getelementptr inbounds nuw i8, ptr addrspace(3) %3008, i32 %213, !dbg !77
  %3022 = select i1 %3014, i32 16, i32 0, !dbg !77
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %3021, ptr addrspace(1) %2997, i32 %3022) #2, !dbg !77
  %3023 = getelementptr inbounds nuw i8, ptr addrspace(3) %3008, i32 %215, !dbg !77
  %3024 = select i1 %3016, i32 16, i32 0, !dbg !77
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %3023, ptr addrspace(1) %2998, i32 %3024) #2, !dbg !77
  tail call void @llvm.nvvm.cp.async.commit.group(), !dbg !77
  %3025 = getelementptr bfloat, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 49152), i32 %3007, !dbg !78
  %3026 = getelementptr inbounds nuw i8, ptr addrspace(3) %3025, i32 %208, !dbg !78
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) %3026, ptr addrspace(1) %2999, i32 %3018) #2, !dbg !78
  %3027 = getelementptr inbounds nuw i8, ptr addrspace(3) %3025, i32 %211, !dbg !78
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %3027, ptr addrspace(1) %3000, i32 %3020) #2, !dbg !78
  %3028 = getelementptr inbounds nuw i8, ptr addrspace(3) %3025, i32 %213, !dbg !78
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %3028, ptr addrspace(1) %3001, i32 %3022) #2, !dbg !78
  %3029 = getelementptr inbounds nuw i8, ptr addrspace(3) %3025, i32 %215, !dbg !78
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %3029, ptr addrspace(1) %3002, i32 %3024) #2, !dbg !78
  tail call void @llvm.nvvm.cp.async.commit.group(), !dbg !78
  %indvars.iv.next281 = add nsw i64 %indvars.iv280, 64, !dbg !70
  %3030 = icmp slt i64 %indvars.iv.next281, %1677, !dbg !70
  br i1 %3030, label %1748, label %._crit_edge270, !dbg !70

._crit_edge270:                                   ; preds = %__nv_exp2f.exit126, %._crit_edge
  %3031 = phi float [ %1469, %._crit_edge ], [ %2303, %__nv_exp2f.exit126 ], !dbg !36
  %3032 = phi float [ %1470, %._crit_edge ], [ %2304, %__nv_exp2f.exit126 ], !dbg !36
  %3033 = phi float [ %1471, %._crit_edge ], [ %2589, %__nv_exp2f.exit126 ], !dbg !36
  %3034 = phi float [ %1472, %._crit_edge ], [ %2590, %__nv_exp2f.exit126 ], !dbg !36
  %3035 = phi float [ %1599, %._crit_edge ], [ %2924, %__nv_exp2f.exit126 ], !dbg !36
  %3036 = phi float [ %1600, %._crit_edge ], [ %2925, %__nv_exp2f.exit126 ], !dbg !36
  %3037 = phi float [ %1601, %._crit_edge ], [ %2926, %__nv_exp2f.exit126 ], !dbg !36
  %3038 = phi float [ %1602, %._crit_edge ], [ %2927, %__nv_exp2f.exit126 ], !dbg !36
  %3039 = phi float [ %1603, %._crit_edge ], [ %2928, %__nv_exp2f.exit126 ], !dbg !36
  %3040 = phi float [ %1604, %._crit_edge ], [ %2929, %__nv_exp2f.exit126 ], !dbg !36
  %3041 = phi float [ %1605, %._crit_edge ], [ %2930, %__nv_exp2f.exit126 ], !dbg !36
  %3042 = phi float [ %1606, %._crit_edge ], [ %2931, %__nv_exp2f.exit126 ], !dbg !36
  %3043 = phi float [ %1607, %._crit_edge ], [ %2932, %__nv_exp2f.exit126 ], !dbg !36
  %3044 = phi float [ %1608, %._crit_edge ], [ %2933, %__nv_exp2f.exit126 ], !dbg !36
  %3045 = phi float [ %1609, %._crit_edge ], [ %2934, %__nv_exp2f.exit126 ], !dbg !36
  %3046 = phi float [ %1610, %._crit_edge ], [ %2935, %__nv_exp2f.exit126 ], !dbg !36
  %3047 = phi float [ %1611, %._crit_edge ], [ %2936, %__nv_exp2f.exit126 ], !dbg !36
  %3048 = phi float [ %1612, %._crit_edge ], [ %2937, %__nv_exp2f.exit126 ], !dbg !36
  %3049 = phi float [ %1613, %._crit_edge ], [ %2938, %__nv_exp2f.exit126 ], !dbg !36
  %3050 = phi float [ %1614, %._crit_edge ], [ %2939, %__nv_exp2f.exit126 ], !dbg !36
  %3051 = phi float [ %1615, %._crit_edge ], [ %2940, %__nv_exp2f.exit126 ], !dbg !36
  %3052 = phi float [ %1616, %._crit_edge ], [ %2941, %__nv_exp2f.exit126 ], !dbg !36
  %3053 = phi float [ %1617, %._crit_edge ], [ %2942, %__nv_exp2f.exit126 ], !dbg !36
  %3054 = phi float [ %1618, %._crit_edge ], [ %2943, %__nv_exp2f.exit126 ], !dbg !36
  %3055 = phi float [ %1619, %._crit_edge ], [ %2944, %__nv_exp2f.exit126 ], !dbg !36
  %3056 = phi float [ %1620, %._crit_edge ], [ %2945, %__nv_exp2f.exit126 ], !dbg !36
  %3057 = phi float [ %1621, %._crit_edge ], [ %2946, %__nv_exp2f.exit126 ], !dbg !36
  %3058 = phi float [ %1622, %._crit_edge ], [ %2947, %__nv_exp2f.exit126 ], !dbg !36
  %3059 = phi float [ %1623, %._crit_edge ], [ %2948, %__nv_exp2f.exit126 ], !dbg !36
  %3060 = phi float [ %1624, %._crit_edge ], [ %2949, %__nv_exp2f.exit126 ], !dbg !36
  %3061 = phi float [ %1625, %._crit_edge ], [ %2950, %__nv_exp2f.exit126 ], !dbg !36
  %3062 = phi float [ %1626, %._crit_edge ], [ %2951, %__nv_exp2f.exit126 ], !dbg !36
  %3063 = phi float [ %1627, %._crit_edge ], [ %2952, %__nv_exp2f.exit126 ], !dbg !36
  %3064 = phi float [ %1628, %._crit_edge ], [ %2953, %__nv_exp2f.exit126 ], !dbg !36
  %3065 = phi float [ %1629, %._crit_edge ], [ %2954, %__nv_exp2f.exit126 ], !dbg !36
  %3066 = phi float [ %1630, %._crit_edge ], [ %2955, %__nv_exp2f.exit126 ], !dbg !36
  %3067 = phi float [ %1631, %._crit_edge ], [ %2956, %__nv_exp2f.exit126 ], !dbg !36
  %3068 = phi float [ %1632, %._crit_edge ], [ %2957, %__nv_exp2f.exit126 ], !dbg !36
  %3069 = phi float [ %1633, %._crit_edge ], [ %2958, %__nv_exp2f.exit126 ], !dbg !36
  %3070 = phi float [ %1634, %._crit_edge ], [ %2959, %__nv_exp2f.exit126 ], !dbg !36
  %3071 = phi float [ %1635, %._crit_edge ], [ %2960, %__nv_exp2f.exit126 ], !dbg !36
  %3072 = phi float [ %1636, %._crit_edge ], [ %2961, %__nv_exp2f.exit126 ], !dbg !36
  %3073 = phi float [ %1637, %._crit_edge ], [ %2962, %__nv_exp2f.exit126 ], !dbg !36
  %3074 = phi float [ %1638, %._crit_edge ], [ %2963, %__nv_exp2f.exit126 ], !dbg !36
  %3075 = phi float [ %1639, %._crit_edge ], [ %2964, %__nv_exp2f.exit126 ], !dbg !36
  %3076 = phi float [ %1640, %._crit_edge ], [ %2965, %__nv_exp2f.exit126 ], !dbg !36
  %3077 = phi float [ %1641, %._crit_edge ], [ %2966, %__nv_exp2f.exit126 ], !dbg !36
  %3078 = phi float [ %1642, %._crit_edge ], [ %2967, %__nv_exp2f.exit126 ], !dbg !36
  %3079 = phi float [ %1643, %._crit_edge ], [ %2968, %__nv_exp2f.exit126 ], !dbg !36
  %3080 = phi float [ %1644, %._crit_edge ], [ %2969, %__nv_exp2f.exit126 ], !dbg !36
  %3081 = phi float [ %1645, %._crit_edge ], [ %2970, %__nv_exp2f.exit126 ], !dbg !36
  %3082 = phi float [ %1646, %._crit_edge ], [ %2971, %__nv_exp2f.exit126 ], !dbg !36
  %3083 = phi float [ %1647, %._crit_edge ], [ %2972, %__nv_exp2f.exit126 ], !dbg !36
  %3084 = phi float [ %1648, %._crit_edge ], [ %2973, %__nv_exp2f.exit126 ], !dbg !36
  %3085 = phi float [ %1649, %._crit_edge ], [ %2974, %__nv_exp2f.exit126 ], !dbg !36
  %3086 = phi float [ %1650, %._crit_edge ], [ %2975, %__nv_exp2f.exit126 ], !dbg !36
  %3087 = phi float [ %1651, %._crit_edge ], [ %2976, %__nv_exp2f.exit126 ], !dbg !36
  %3088 = phi float [ %1652, %._crit_edge ], [ %2977, %__nv_exp2f.exit126 ], !dbg !36
  %3089 = phi float [ %1653, %._crit_edge ], [ %2978, %__nv_exp2f.exit126 ], !dbg !36
  %3090 = phi float [ %1654, %._crit_edge ], [ %2979, %__nv_exp2f.exit126 ], !dbg !36
  %3091 = phi float [ %1655, %._crit_edge ], [ %2980, %__nv_exp2f.exit126 ], !dbg !36
  %3092 = phi float [ %1656, %._crit_edge ], [ %2981, %__nv_exp2f.exit126 ], !dbg !36
  %3093 = phi float [ %1657, %._crit_edge ], [ %2982, %__nv_exp2f.exit126 ], !dbg !36
  %3094 = phi float [ %1658, %._crit_edge ], [ %2983, %__nv_exp2f.exit126 ], !dbg !36
  %3095 = phi float [ %1659, %._crit_edge ], [ %2984, %__nv_exp2f.exit126 ], !dbg !36
  %3096 = phi float [ %1660, %._crit_edge ], [ %2985, %__nv_exp2f.exit126 ], !dbg !36
  %3097 = phi float [ %1661, %._crit_edge ], [ %2986, %__nv_exp2f.exit126 ], !dbg !36
  %3098 = phi float [ %1662, %._crit_edge ], [ %2987, %__nv_exp2f.exit126 ], !dbg !36
  %3099 = tail call { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } asm sideeffect "// wait for regs: $0,$1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31,$32,$33,$34,$35,$36,$37,$38,$39,$40,$41,$42,$43,$44,$45,$46,$47,$48,$49,$50,$51,$52,$53,$54,$55,$56,$57,$58,$59,$60,$61,$62,$63\0A\09wgmma.wait_group.sync.aligned 0;", "=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51,52,53,54,55,56,57,58,59,60,61,62,63"(float %3035, float %3036, float %3037, float %3038, float %3039, float %3040, float %3041, float %3042, float %3043, float %3044, float %3045, float %3046, float %3047, float %3048, float %3049, float %3050, float %3051, float %3052, float %3053, float %3054, float %3055, float %3056, float %3057, float %3058, float %3059, float %3060, float %3061, float %3062, float %3063, float %3064, float %3065, float %3066, float %3067, float %3068, float %3069, float %3070, float %3071, float %3072, float %3073, float %3074, float %3075, float %3076, float %3077, float %3078, float %3079, float %3080, float %3081, float %3082, float %3083, float %3084, float %3085, float %3086, float %3087, float %3088, float %3089, float %3090, float %3091, float %3092, float %3093, float %3094, float %3095, float %3096, float %3097, float %3098) #2, !dbg !70
  tail call void @llvm.nvvm.cp.async.wait.group(i32 0), !dbg !70
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !70
  %3100 = fcmp olt float %3033, 0x3810000000000000, !dbg !102
  %3101 = fmul float %3033, 0x4160000000000000, !dbg !102
  %.02.i = select i1 %3100, float %3101, float %3033, !dbg !102
  %i.i.0.i = select i1 %3100, float -2.300000e+01, float 0.000000e+00, !dbg !102
  %3102 = bitcast float %.02.i to i32, !dbg !102
  %3103 = add i32 %3102, -1060439283, !dbg !102
  %3104 = and i32 %3103, -8388608, !dbg !102
  %3105 = sub i32 %3102, %3104, !dbg !102
  %3106 = bitcast i32 %3105 to float, !dbg !102
  %3107 = sitofp i32 %3104 to float, !dbg !102
  %3108 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !102
  %.not.i229 = icmp eq i32 %3108, 0, !dbg !102
  %3109 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %3107, float 0x3E80000000000000, float %i.i.0.i) #2, !dbg !102
  %3110 = tail call float @llvm.nvvm.fma.rn.f(float %3107, float 0x3E80000000000000, float %i.i.0.i) #2, !dbg !102
  %.08.i = select i1 %.not.i229, float %3110, float %3109, !dbg !102
  %3111 = fadd float %3106, -1.000000e+00, !dbg !102
  %3112 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !102
  %.not1.i = icmp eq i32 %3112, 0, !dbg !102
  %3113 = tail call float @llvm.nvvm.fma.rn.ftz.f(float 0x3FB8D64FE0000000, float %3111, float 0xBFC58FE600000000) #2, !dbg !102
  %3114 = tail call float @llvm.nvvm.fma.rn.f(float 0x3FB8D64FE0000000, float %3111, float 0xBFC58FE600000000) #2, !dbg !102
  %.010.i = select i1 %.not1.i, float %3114, float %3113, !dbg !102
  %3115 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !102
  %.not2.i = icmp eq i32 %3115, 0, !dbg !102
  %3116 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.010.i, float %3111, float 0x3FC5F9E540000000) #2, !dbg !102
  %3117 = tail call float @llvm.nvvm.fma.rn.f(float %.010.i, float %3111, float 0x3FC5F9E540000000) #2, !dbg !102
  %.011.i = select i1 %.not2.i, float %3117, float %3116, !dbg !102
  %3118 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !102
  %.not3.i = icmp eq i32 %3118, 0, !dbg !102
  %3119 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.011.i, float %3111, float 0xBFC6E9C860000000) #2, !dbg !102
  %3120 = tail call float @llvm.nvvm.fma.rn.f(float %.011.i, float %3111, float 0xBFC6E9C860000000) #2, !dbg !102
  %.012.i = select i1 %.not3.i, float %3120, float %3119, !dbg !102
  %3121 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !102
  %.not4.i = icmp eq i32 %3121, 0, !dbg !102
  %3122 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.012.i, float %3111, float 0x3FCA417E80000000) #2, !dbg !102
  %3123 = tail call float @llvm.nvvm.fma.rn.f(float %.012.i, float %3111, float 0x3FCA417E80000000) #2, !dbg !102
  %.09.i = select i1 %.not4.i, float %3123, float %3122, !dbg !102
  %3124 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !102
  %.not5.i = icmp eq i32 %3124, 0, !dbg !102
  %3125 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.09.i, float %3111, float 0xBFCEC79160000000) #2, !dbg !102
  %3126 = tail call float @llvm.nvvm.fma.rn.f(float %.09.i, float %3111, float 0xBFCEC79160000000) #2, !dbg !102
  %.05.i = select i1 %.not5.i, float %3126, float %3125, !dbg !102
  %3127 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !102
  %.not6.i = icmp eq i32 %3127, 0, !dbg !102
  %3128 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.05.i, float %3111, float 0x3FD277F320000000) #2, !dbg !102
  %3129 = tail call float @llvm.nvvm.fma.rn.f(float %.05.i, float %3111, float 0x3FD277F320000000) #2, !dbg !102
  %.01.i = select i1 %.not6.i, float %3129, float %3128, !dbg !102
  %3130 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !102
  %.not7.i = icmp eq i32 %3130, 0, !dbg !102
  %3131 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.01.i, float %3111, float 0xBFD7154920000000) #2, !dbg !102
  %3132 = tail call float @llvm.nvvm.fma.rn.f(float %.01.i, float %3111, float 0xBFD7154920000000) #2, !dbg !102
  %.0.i230 = select i1 %.not7.i, float %3132, float %3131, !dbg !102
  %3133 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !102
  %.not8.i = icmp eq i32 %3133, 0, !dbg !102
  %3134 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.0.i230, float %3111, float 0x3FDEC70940000000) #2, !dbg !102
  %3135 = tail call float @llvm.nvvm.fma.rn.f(float %.0.i230, float %3111, float 0x3FDEC70940000000) #2, !dbg !102
  %.07.i = select i1 %.not8.i, float %3135, float %3134, !dbg !102
  %3136 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !102
  %.not9.i = icmp eq i32 %3136, 0, !dbg !102
  %3137 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.07.i, float %3111, float 0xBFE7154760000000) #2, !dbg !102
  %3138 = tail call float @llvm.nvvm.fma.rn.f(float %.07.i, float %3111, float 0xBFE7154760000000) #2, !dbg !102
  %.06.i = select i1 %.not9.i, float %3138, float %3137, !dbg !102
  %3139 = fmul float %3111, %.06.i, !dbg !102
  %3140 = fmul float %3111, %3139, !dbg !102
  %3141 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !102
  %.not10.i = icmp eq i32 %3141, 0, !dbg !102
  %3142 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %3111, float 0x3FF7154760000000, float %3140) #2, !dbg !102
  %3143 = tail call float @llvm.nvvm.fma.rn.f(float %3111, float 0x3FF7154760000000, float %3140) #2, !dbg !102
  %.04.i = select i1 %.not10.i, float %3143, float %3142, !dbg !102
  %3144 = fadd float %.08.i, %.04.i, !dbg !102
  %3145 = icmp ugt i32 %3102, 2139095039, !dbg !102
  br i1 %3145, label %__nv_fmaf_rn.exit.i.i, label %__nv_log2f.exit, !dbg !102

__nv_fmaf_rn.exit.i.i:                            ; preds = %._crit_edge270
  %3146 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !102
  %.not11.i = icmp eq i32 %3146, 0, !dbg !102
  %3147 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.02.i, float 0x7FF0000000000000, float 0x7FF0000000000000) #2, !dbg !102
  %3148 = tail call float @llvm.nvvm.fma.rn.f(float %.02.i, float 0x7FF0000000000000, float 0x7FF0000000000000) #2, !dbg !102
  %.03.i = select i1 %.not11.i, float %3148, float %3147, !dbg !102
  br label %__nv_log2f.exit, !dbg !102

__nv_log2f.exit:                                  ; preds = %._crit_edge270, %__nv_fmaf_rn.exit.i.i
  %r.i.0.i = phi float [ %.03.i, %__nv_fmaf_rn.exit.i.i ], [ %3144, %._crit_edge270 ], !dbg !102
  %3149 = fcmp olt float %3034, 0x3810000000000000, !dbg !102
  %3150 = fmul float %3034, 0x4160000000000000, !dbg !102
  %.02.i231 = select i1 %3149, float %3150, float %3034, !dbg !102
  %i.i.0.i232 = select i1 %3149, float -2.300000e+01, float 0.000000e+00, !dbg !102
  %3151 = bitcast float %.02.i231 to i32, !dbg !102
  %3152 = add i32 %3151, -1060439283, !dbg !102
  %3153 = and i32 %3152, -8388608, !dbg !102
  %3154 = sub i32 %3151, %3153, !dbg !102
  %3155 = bitcast i32 %3154 to float, !dbg !102
  %3156 = sitofp i32 %3153 to float, !dbg !102
  %3157 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !102
  %.not.i233 = icmp eq i32 %3157, 0, !dbg !102
  %3158 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %3156, float 0x3E80000000000000, float %i.i.0.i232) #2, !dbg !102
  %3159 = tail call float @llvm.nvvm.fma.rn.f(float %3156, float 0x3E80000000000000, float %i.i.0.i232) #2, !dbg !102
  %.08.i234 = select i1 %.not.i233, float %3159, float %3158, !dbg !102
  %3160 = fadd float %3155, -1.000000e+00, !dbg !102
  %3161 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !102
  %.not1.i235 = icmp eq i32 %3161, 0, !dbg !102
  %3162 = tail call float @llvm.nvvm.fma.rn.ftz.f(float 0x3FB8D64FE0000000, float %3160, float 0xBFC58FE600000000) #2, !dbg !102
  %3163 = tail call float @llvm.nvvm.fma.rn.f(float 0x3FB8D64FE0000000, float %3160, float 0xBFC58FE600000000) #2, !dbg !102
  %.010.i236 = select i1 %.not1.i235, float %3163, float %3162, !dbg !102
  %3164 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !102
  %.not2.i237 = icmp eq i32 %3164, 0, !dbg !102
  %3165 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.010.i236, float %3160, float 0x3FC5F9E540000000) #2, !dbg !102
  %3166 = tail call float @llvm.nvvm.fma.rn.f(float %.010.i236, float %3160, float 0x3FC5F9E540000000) #2, !dbg !102
  %.011.i238 = select i1 %.not2.i237, float %3166, float %3165, !dbg !102
  %3167 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !102
  %.not3.i239 = icmp eq i32 %3167, 0, !dbg !102
  %3168 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.011.i238, float %3160, float 0xBFC6E9C860000000) #2, !dbg !102
  %3169 = tail call float @llvm.nvvm.fma.rn.f(float %.011.i238, float %3160, float 0xBFC6E9C860000000) #2, !dbg !102
  %.012.i240 = select i1 %.not3.i239, float %3169, float %3168, !dbg !102
  %3170 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !102
  %.not4.i241 = icmp eq i32 %3170, 0, !dbg !102
  %3171 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.012.i240, float %3160, float 0x3FCA417E80000000) #2, !dbg !102
  %3172 = tail call float @llvm.nvvm.fma.rn.f(float %.012.i240, float %3160, float 0x3FCA417E80000000) #2, !dbg !102
  %.09.i242 = select i1 %.not4.i241, float %3172, float %3171, !dbg !102
  %3173 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !102
  %.not5.i243 = icmp eq i32 %3173, 0, !dbg !102
  %3174 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.09.i242, float %3160, float 0xBFCEC79160000000) #2, !dbg !102
  %3175 = tail call float @llvm.nvvm.fma.rn.f(float %.09.i242, float %3160, float 0xBFCEC79160000000) #2, !dbg !102
  %.05.i244 = select i1 %.not5.i243, float %3175, float %3174, !dbg !102
  %3176 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !102
  %.not6.i245 = icmp eq i32 %3176, 0, !dbg !102
  %3177 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.05.i244, float %3160, float 0x3FD277F320000000) #2, !dbg !102
  %3178 = tail call float @llvm.nvvm.fma.rn.f(float %.05.i244, float %3160, float 0x3FD277F320000000) #2, !dbg !102
  %.01.i246 = select i1 %.not6.i245, float %3178, float %3177, !dbg !102
  %3179 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !102
  %.not7.i247 = icmp eq i32 %3179, 0, !dbg !102
  %3180 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.01.i246, float %3160, float 0xBFD7154920000000) #2, !dbg !102
  %3181 = tail call float @llvm.nvvm.fma.rn.f(float %.01.i246, float %3160, float 0xBFD7154920000000) #2, !dbg !102
  %.0.i248 = select i1 %.not7.i247, float %3181, float %3180, !dbg !102
  %3182 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !102
  %.not8.i249 = icmp eq i32 %3182, 0, !dbg !102
  %3183 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.0.i248, float %3160, float 0x3FDEC70940000000) #2, !dbg !102
  %3184 = tail call float @llvm.nvvm.fma.rn.f(float %.0.i248, float %3160, float 0x3FDEC70940000000) #2, !dbg !102
  %.07.i250 = select i1 %.not8.i249, float %3184, float %3183, !dbg !102
  %3185 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !102
  %.not9.i251 = icmp eq i32 %3185, 0, !dbg !102
  %3186 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.07.i250, float %3160, float 0xBFE7154760000000) #2, !dbg !102
  %3187 = tail call float @llvm.nvvm.fma.rn.f(float %.07.i250, float %3160, float 0xBFE7154760000000) #2, !dbg !102
  %.06.i252 = select i1 %.not9.i251, float %3187, float %3186, !dbg !102
  %3188 = fmul float %3160, %.06.i252, !dbg !102
  %3189 = fmul float %3160, %3188, !dbg !102
  %3190 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !102
  %.not10.i253 = icmp eq i32 %3190, 0, !dbg !102
  %3191 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %3160, float 0x3FF7154760000000, float %3189) #2, !dbg !102
  %3192 = tail call float @llvm.nvvm.fma.rn.f(float %3160, float 0x3FF7154760000000, float %3189) #2, !dbg !102
  %.04.i254 = select i1 %.not10.i253, float %3192, float %3191, !dbg !102
  %3193 = fadd float %.08.i234, %.04.i254, !dbg !102
  %3194 = icmp ugt i32 %3151, 2139095039, !dbg !102
  br i1 %3194, label %__nv_fmaf_rn.exit.i.i257, label %__nv_log2f.exit260, !dbg !102

__nv_fmaf_rn.exit.i.i257:                         ; preds = %__nv_log2f.exit
  %3195 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #2, !dbg !102
  %.not11.i258 = icmp eq i32 %3195, 0, !dbg !102
  %3196 = tail call float @llvm.nvvm.fma.rn.ftz.f(float %.02.i231, float 0x7FF0000000000000, float 0x7FF0000000000000) #2, !dbg !102
  %3197 = tail call float @llvm.nvvm.fma.rn.f(float %.02.i231, float 0x7FF0000000000000, float 0x7FF0000000000000) #2, !dbg !102
  %.03.i259 = select i1 %.not11.i258, float %3197, float %3196, !dbg !102
  br label %__nv_log2f.exit260, !dbg !102

__nv_log2f.exit260:                               ; preds = %__nv_log2f.exit, %__nv_fmaf_rn.exit.i.i257
  %r.i.0.i255 = phi float [ %.03.i259, %__nv_fmaf_rn.exit.i.i257 ], [ %3193, %__nv_log2f.exit ], !dbg !102
  %3198 = fcmp oeq float %.02.i, 0.000000e+00, !dbg !102
  %r.i.1.i = select i1 %3198, float 0xFFF0000000000000, float %r.i.0.i, !dbg !102
  %3199 = getelementptr float, ptr addrspace(1) %4, i64 %16, !dbg !103
  %3200 = and i32 %22, 127, !dbg !16
  %3201 = or disjoint i32 %21, %3200, !dbg !17
  %3202 = sext i32 %3201 to i64, !dbg !104
  %3203 = getelementptr float, ptr addrspace(1) %3199, i64 %3202, !dbg !104
  %3204 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3099, 63, !dbg !105
  %3205 = tail call float @llvm.nvvm.div.full(float %3204, float %3034), !dbg !105
  %3206 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3099, 62, !dbg !105
  %3207 = tail call float @llvm.nvvm.div.full(float %3206, float %3034), !dbg !105
  %3208 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3099, 61, !dbg !105
  %3209 = tail call float @llvm.nvvm.div.full(float %3208, float %3033), !dbg !105
  %3210 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3099, 60, !dbg !105
  %3211 = tail call float @llvm.nvvm.div.full(float %3210, float %3033), !dbg !105
  %3212 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3099, 59, !dbg !105
  %3213 = tail call float @llvm.nvvm.div.full(float %3212, float %3034), !dbg !105
  %3214 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3099, 58, !dbg !105
  %3215 = tail call float @llvm.nvvm.div.full(float %3214, float %3034), !dbg !105
  %3216 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3099, 57, !dbg !105
  %3217 = tail call float @llvm.nvvm.div.full(float %3216, float %3033), !dbg !105
  %3218 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3099, 56, !dbg !105
  %3219 = tail call float @llvm.nvvm.div.full(float %3218, float %3033), !dbg !105
  %3220 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3099, 55, !dbg !105
  %3221 = tail call float @llvm.nvvm.div.full(float %3220, float %3034), !dbg !105
  %3222 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3099, 54, !dbg !105
  %3223 = tail call float @llvm.nvvm.div.full(float %3222, float %3034), !dbg !105
  %3224 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3099, 53, !dbg !105
  %3225 = tail call float @llvm.nvvm.div.full(float %3224, float %3033), !dbg !105
  %3226 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3099, 52, !dbg !105
  %3227 = tail call float @llvm.nvvm.div.full(float %3226, float %3033), !dbg !105
  %3228 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3099, 51, !dbg !105
  %3229 = tail call float @llvm.nvvm.div.full(float %3228, float %3034), !dbg !105
  %3230 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3099, 50, !dbg !105
  %3231 = tail call float @llvm.nvvm.div.full(float %3230, float %3034), !dbg !105
  %3232 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3099, 49, !dbg !105
  %3233 = tail call float @llvm.nvvm.div.full(float %3232, float %3033), !dbg !105
  %3234 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3099, 48, !dbg !105
  %3235 = tail call float @llvm.nvvm.div.full(float %3234, float %3033), !dbg !105
  %3236 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3099, 47, !dbg !105
  %3237 = tail call float @llvm.nvvm.div.full(float %3236, float %3034), !dbg !105
  %3238 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3099, 46, !dbg !105
  %3239 = tail call float @llvm.nvvm.div.full(float %3238, float %3034), !dbg !105
  %3240 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3099, 45, !dbg !105
  %3241 = tail call float @llvm.nvvm.div.full(float %3240, float %3033), !dbg !105
  %3242 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3099, 44, !dbg !105
  %3243 = tail call float @llvm.nvvm.div.full(float %3242, float %3033), !dbg !105
  %3244 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3099, 43, !dbg !105
  %3245 = tail call float @llvm.nvvm.div.full(float %3244, float %3034), !dbg !105
  %3246 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3099, 42, !dbg !105
  %3247 = tail call float @llvm.nvvm.div.full(float %3246, float %3034), !dbg !105
  %3248 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3099, 41, !dbg !105
  %3249 = tail call float @llvm.nvvm.div.full(float %3248, float %3033), !dbg !105
  %3250 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3099, 40, !dbg !105
  %3251 = tail call float @llvm.nvvm.div.full(float %3250, float %3033), !dbg !105
  %3252 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3099, 39, !dbg !105
  %3253 = tail call float @llvm.nvvm.div.full(float %3252, float %3034), !dbg !105
  %3254 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3099, 38, !dbg !105
  %3255 = tail call float @llvm.nvvm.div.full(float %3254, float %3034), !dbg !105
  %3256 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3099, 37, !dbg !105
  %3257 = tail call float @llvm.nvvm.div.full(float %3256, float %3033), !dbg !105
  %3258 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3099, 36, !dbg !105
  %3259 = tail call float @llvm.nvvm.div.full(float %3258, float %3033), !dbg !105
  %3260 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3099, 35, !dbg !105
  %3261 = tail call float @llvm.nvvm.div.full(float %3260, float %3034), !dbg !105
  %3262 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3099, 34, !dbg !105
  %3263 = tail call float @llvm.nvvm.div.full(float %3262, float %3034), !dbg !105
  %3264 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3099, 33, !dbg !105
  %3265 = tail call float @llvm.nvvm.div.full(float %3264, float %3033), !dbg !105
  %3266 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3099, 32, !dbg !105
  %3267 = tail call float @llvm.nvvm.div.full(float %3266, float %3033), !dbg !105
  %3268 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3099, 31, !dbg !105
  %3269 = tail call float @llvm.nvvm.div.full(float %3268, float %3034), !dbg !105
  %3270 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3099, 30, !dbg !105
  %3271 = tail call float @llvm.nvvm.div.full(float %3270, float %3034), !dbg !105
  %3272 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3099, 29, !dbg !105
  %3273 = tail call float @llvm.nvvm.div.full(float %3272, float %3033), !dbg !105
  %3274 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3099, 28, !dbg !105
  %3275 = tail call float @llvm.nvvm.div.full(float %3274, float %3033), !dbg !105
  %3276 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3099, 27, !dbg !105
  %3277 = tail call float @llvm.nvvm.div.full(float %3276, float %3034), !dbg !105
  %3278 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3099, 26, !dbg !105
  %3279 = tail call float @llvm.nvvm.div.full(float %3278, float %3034), !dbg !105
  %3280 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3099, 25, !dbg !105
  %3281 = tail call float @llvm.nvvm.div.full(float %3280, float %3033), !dbg !105
  %3282 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3099, 24, !dbg !105
  %3283 = tail call float @llvm.nvvm.div.full(float %3282, float %3033), !dbg !105
  %3284 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3099, 23, !dbg !105
  %3285 = tail call float @llvm.nvvm.div.full(float %3284, float %3034), !dbg !105
  %3286 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3099, 22, !dbg !105
  %3287 = tail call float @llvm.nvvm.div.full(float %3286, float %3034), !dbg !105
  %3288 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3099, 21, !dbg !105
  %3289 = tail call float @llvm.nvvm.div.full(float %3288, float %3033), !dbg !105
  %3290 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3099, 20, !dbg !105
  %3291 = tail call float @llvm.nvvm.div.full(float %3290, float %3033), !dbg !105
  %3292 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3099, 19, !dbg !105
  %3293 = tail call float @llvm.nvvm.div.full(float %3292, float %3034), !dbg !105
  %3294 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3099, 18, !dbg !105
  %3295 = tail call float @llvm.nvvm.div.full(float %3294, float %3034), !dbg !105
  %3296 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3099, 17, !dbg !105
  %3297 = tail call float @llvm.nvvm.div.full(float %3296, float %3033), !dbg !105
  %3298 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3099, 16, !dbg !105
  %3299 = tail call float @llvm.nvvm.div.full(float %3298, float %3033), !dbg !105
  %3300 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3099, 15, !dbg !105
  %3301 = tail call float @llvm.nvvm.div.full(float %3300, float %3034), !dbg !105
  %3302 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3099, 14, !dbg !105
  %3303 = tail call float @llvm.nvvm.div.full(float %3302, float %3034), !dbg !105
  %3304 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3099, 13, !dbg !105
  %3305 = tail call float @llvm.nvvm.div.full(float %3304, float %3033), !dbg !105
  %3306 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3099, 12, !dbg !105
  %3307 = tail call float @llvm.nvvm.div.full(float %3306, float %3033), !dbg !105
  %3308 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3099, 11, !dbg !105
  %3309 = tail call float @llvm.nvvm.div.full(float %3308, float %3034), !dbg !105
  %3310 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3099, 10, !dbg !105
  %3311 = tail call float @llvm.nvvm.div.full(float %3310, float %3034), !dbg !105
  %3312 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3099, 9, !dbg !105
  %3313 = tail call float @llvm.nvvm.div.full(float %3312, float %3033), !dbg !105
  %3314 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3099, 8, !dbg !105
  %3315 = tail call float @llvm.nvvm.div.full(float %3314, float %3033), !dbg !105
  %3316 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3099, 7, !dbg !105
  %3317 = tail call float @llvm.nvvm.div.full(float %3316, float %3034), !dbg !105
  %3318 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3099, 6, !dbg !105
  %3319 = tail call float @llvm.nvvm.div.full(float %3318, float %3034), !dbg !105
  %3320 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3099, 5, !dbg !105
  %3321 = tail call float @llvm.nvvm.div.full(float %3320, float %3033), !dbg !105
  %3322 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3099, 4, !dbg !105
  %3323 = tail call float @llvm.nvvm.div.full(float %3322, float %3033), !dbg !105
  %3324 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3099, 3, !dbg !105
  %3325 = tail call float @llvm.nvvm.div.full(float %3324, float %3034), !dbg !105
  %3326 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3099, 2, !dbg !105
  %3327 = tail call float @llvm.nvvm.div.full(float %3326, float %3034), !dbg !105
  %3328 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3099, 1, !dbg !105
  %3329 = tail call float @llvm.nvvm.div.full(float %3328, float %3033), !dbg !105
  %3330 = extractvalue { float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float, float } %3099, 0, !dbg !105
  %3331 = tail call float @llvm.nvvm.div.full(float %3330, float %3033), !dbg !105
  %3332 = icmp slt i32 %3201, %6, !dbg !19
  %3333 = fcmp oeq float %.02.i231, 0.000000e+00, !dbg !102
  %r.i.1.i256 = select i1 %3333, float 0xFFF0000000000000, float %r.i.0.i255, !dbg !102
  %3334 = fadd float %3031, %r.i.1.i, !dbg !106
  %3335 = fadd float %3032, %r.i.1.i256, !dbg !106
  %3336 = and i32 %22, 252, !dbg !107
  %3337 = shl nuw nsw i32 %3336, 1, !dbg !107
  %3338 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %3337, !dbg !107
  %3339 = insertelement <2 x float> poison, float %3334, i64 0, !dbg !107
  %3340 = insertelement <2 x float> %3339, float %3335, i64 1, !dbg !107
  store <2 x float> %3340, ptr addrspace(3) %3338, align 8, !dbg !107
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !107
  %3341 = shl nuw nsw i32 %129, 3, !dbg !107
  %3342 = shl nuw nsw i32 %132, 2, !dbg !107
  %3343 = lshr exact i32 %133, 1, !dbg !107
  %3344 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %3341, !dbg !107
  %3345 = getelementptr inbounds nuw i8, ptr addrspace(3) %3344, i32 %3342, !dbg !107
  %3346 = getelementptr inbounds nuw i8, ptr addrspace(3) %3345, i32 %3343, !dbg !107
  %3347 = load i32, ptr addrspace(3) %3346, align 4, !dbg !107
  %3348 = and i32 %22, 128, !dbg !107
  %3349 = icmp eq i32 %3348, 0, !dbg !107
  %3350 = and i1 %3349, %3332, !dbg !107
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %3347, ptr addrspace(1) %3203, i1 %3350) #2, !dbg !107
  %3351 = getelementptr bfloat, ptr addrspace(1) %3, i64 %17, !dbg !108
  %3352 = getelementptr bfloat, ptr addrspace(1) %3351, i64 %62, !dbg !109
  %3353 = getelementptr bfloat, ptr addrspace(1) %3351, i64 %64, !dbg !109
  %3354 = getelementptr bfloat, ptr addrspace(1) %3351, i64 %66, !dbg !109
  %3355 = getelementptr bfloat, ptr addrspace(1) %3351, i64 %68, !dbg !109
  %3356 = getelementptr bfloat, ptr addrspace(1) %3351, i64 %70, !dbg !109
  %3357 = getelementptr bfloat, ptr addrspace(1) %3351, i64 %72, !dbg !109
  %3358 = getelementptr bfloat, ptr addrspace(1) %3351, i64 %74, !dbg !109
  %3359 = getelementptr bfloat, ptr addrspace(1) %3351, i64 %76, !dbg !109
  %3360 = getelementptr bfloat, ptr addrspace(1) %3352, i64 %80, !dbg !110
  %3361 = getelementptr bfloat, ptr addrspace(1) %3353, i64 %80, !dbg !110
  %3362 = getelementptr bfloat, ptr addrspace(1) %3354, i64 %80, !dbg !110
  %3363 = getelementptr bfloat, ptr addrspace(1) %3355, i64 %80, !dbg !110
  %3364 = getelementptr bfloat, ptr addrspace(1) %3356, i64 %80, !dbg !110
  %3365 = getelementptr bfloat, ptr addrspace(1) %3357, i64 %80, !dbg !110
  %3366 = getelementptr bfloat, ptr addrspace(1) %3358, i64 %80, !dbg !110
  %3367 = getelementptr bfloat, ptr addrspace(1) %3359, i64 %80, !dbg !110
  %3368 = insertelement <2 x float> poison, float %3331, i64 0, !dbg !111
  %3369 = insertelement <2 x float> %3368, float %3329, i64 1, !dbg !111
  %3370 = fptrunc <2 x float> %3369 to <2 x bfloat>, !dbg !111
  %3371 = insertelement <2 x float> poison, float %3327, i64 0, !dbg !111
  %3372 = insertelement <2 x float> %3371, float %3325, i64 1, !dbg !111
  %3373 = fptrunc <2 x float> %3372 to <2 x bfloat>, !dbg !111
  %3374 = insertelement <2 x float> poison, float %3323, i64 0, !dbg !111
  %3375 = insertelement <2 x float> %3374, float %3321, i64 1, !dbg !111
  %3376 = fptrunc <2 x float> %3375 to <2 x bfloat>, !dbg !111
  %3377 = insertelement <2 x float> poison, float %3319, i64 0, !dbg !111
  %3378 = insertelement <2 x float> %3377, float %3317, i64 1, !dbg !111
  %3379 = fptrunc <2 x float> %3378 to <2 x bfloat>, !dbg !111
  %3380 = insertelement <2 x float> poison, float %3315, i64 0, !dbg !111
  %3381 = insertelement <2 x float> %3380, float %3313, i64 1, !dbg !111
  %3382 = fptrunc <2 x float> %3381 to <2 x bfloat>, !dbg !111
  %3383 = insertelement <2 x float> poison, float %3311, i64 0, !dbg !111
  %3384 = insertelement <2 x float> %3383, float %3309, i64 1, !dbg !111
  %3385 = fptrunc <2 x float> %3384 to <2 x bfloat>, !dbg !111
  %3386 = insertelement <2 x float> poison, float %3307, i64 0, !dbg !111
  %3387 = insertelement <2 x float> %3386, float %3305, i64 1, !dbg !111
  %3388 = fptrunc <2 x float> %3387 to <2 x bfloat>, !dbg !111
  %3389 = insertelement <2 x float> poison, float %3303, i64 0, !dbg !111
  %3390 = insertelement <2 x float> %3389, float %3301, i64 1, !dbg !111
  %3391 = fptrunc <2 x float> %3390 to <2 x bfloat>, !dbg !111
  %3392 = insertelement <2 x float> poison, float %3299, i64 0, !dbg !111
  %3393 = insertelement <2 x float> %3392, float %3297, i64 1, !dbg !111
  %3394 = fptrunc <2 x float> %3393 to <2 x bfloat>, !dbg !111
  %3395 = insertelement <2 x float> poison, float %3295, i64 0, !dbg !111
  %3396 = insertelement <2 x float> %3395, float %3293, i64 1, !dbg !111
  %3397 = fptrunc <2 x float> %3396 to <2 x bfloat>, !dbg !111
  %3398 = insertelement <2 x float> poison, float %3291, i64 0, !dbg !111
  %3399 = insertelement <2 x float> %3398, float %3289, i64 1, !dbg !111
  %3400 = fptrunc <2 x float> %3399 to <2 x bfloat>, !dbg !111
  %3401 = insertelement <2 x float> poison, float %3287, i64 0, !dbg !111
  %3402 = insertelement <2 x float> %3401, float %3285, i64 1, !dbg !111
  %3403 = fptrunc <2 x float> %3402 to <2 x bfloat>, !dbg !111
  %3404 = insertelement <2 x float> poison, float %3283, i64 0, !dbg !111
  %3405 = insertelement <2 x float> %3404, float %3281, i64 1, !dbg !111
  %3406 = fptrunc <2 x float> %3405 to <2 x bfloat>, !dbg !111
  %3407 = insertelement <2 x float> poison, float %3279, i64 0, !dbg !111
  %3408 = insertelement <2 x float> %3407, float %3277, i64 1, !dbg !111
  %3409 = fptrunc <2 x float> %3408 to <2 x bfloat>, !dbg !111
  %3410 = insertelement <2 x float> poison, float %3275, i64 0, !dbg !111
  %3411 = insertelement <2 x float> %3410, float %3273, i64 1, !dbg !111
  %3412 = fptrunc <2 x float> %3411 to <2 x bfloat>, !dbg !111
  %3413 = insertelement <2 x float> poison, float %3271, i64 0, !dbg !111
  %3414 = insertelement <2 x float> %3413, float %3269, i64 1, !dbg !111
  %3415 = fptrunc <2 x float> %3414 to <2 x bfloat>, !dbg !111
  %3416 = insertelement <2 x float> poison, float %3267, i64 0, !dbg !111
  %3417 = insertelement <2 x float> %3416, float %3265, i64 1, !dbg !111
  %3418 = fptrunc <2 x float> %3417 to <2 x bfloat>, !dbg !111
  %3419 = insertelement <2 x float> poison, float %3263, i64 0, !dbg !111
  %3420 = insertelement <2 x float> %3419, float %3261, i64 1, !dbg !111
  %3421 = fptrunc <2 x float> %3420 to <2 x bfloat>, !dbg !111
  %3422 = insertelement <2 x float> poison, float %3259, i64 0, !dbg !111
  %3423 = insertelement <2 x float> %3422, float %3257, i64 1, !dbg !111
  %3424 = fptrunc <2 x float> %3423 to <2 x bfloat>, !dbg !111
  %3425 = insertelement <2 x float> poison, float %3255, i64 0, !dbg !111
  %3426 = insertelement <2 x float> %3425, float %3253, i64 1, !dbg !111
  %3427 = fptrunc <2 x float> %3426 to <2 x bfloat>, !dbg !111
  %3428 = insertelement <2 x float> poison, float %3251, i64 0, !dbg !111
  %3429 = insertelement <2 x float> %3428, float %3249, i64 1, !dbg !111
  %3430 = fptrunc <2 x float> %3429 to <2 x bfloat>, !dbg !111
  %3431 = insertelement <2 x float> poison, float %3247, i64 0, !dbg !111
  %3432 = insertelement <2 x float> %3431, float %3245, i64 1, !dbg !111
  %3433 = fptrunc <2 x float> %3432 to <2 x bfloat>, !dbg !111
  %3434 = insertelement <2 x float> poison, float %3243, i64 0, !dbg !111
  %3435 = insertelement <2 x float> %3434, float %3241, i64 1, !dbg !111
  %3436 = fptrunc <2 x float> %3435 to <2 x bfloat>, !dbg !111
  %3437 = insertelement <2 x float> poison, float %3239, i64 0, !dbg !111
  %3438 = insertelement <2 x float> %3437, float %3237, i64 1, !dbg !111
  %3439 = fptrunc <2 x float> %3438 to <2 x bfloat>, !dbg !111
  %3440 = insertelement <2 x float> poison, float %3235, i64 0, !dbg !111
  %3441 = insertelement <2 x float> %3440, float %3233, i64 1, !dbg !111
  %3442 = fptrunc <2 x float> %3441 to <2 x bfloat>, !dbg !111
  %3443 = insertelement <2 x float> poison, float %3231, i64 0, !dbg !111
  %3444 = insertelement <2 x float> %3443, float %3229, i64 1, !dbg !111
  %3445 = fptrunc <2 x float> %3444 to <2 x bfloat>, !dbg !111
  %3446 = insertelement <2 x float> poison, float %3227, i64 0, !dbg !111
  %3447 = insertelement <2 x float> %3446, float %3225, i64 1, !dbg !111
  %3448 = fptrunc <2 x float> %3447 to <2 x bfloat>, !dbg !111
  %3449 = insertelement <2 x float> poison, float %3223, i64 0, !dbg !111
  %3450 = insertelement <2 x float> %3449, float %3221, i64 1, !dbg !111
  %3451 = fptrunc <2 x float> %3450 to <2 x bfloat>, !dbg !111
  %3452 = insertelement <2 x float> poison, float %3219, i64 0, !dbg !111
  %3453 = insertelement <2 x float> %3452, float %3217, i64 1, !dbg !111
  %3454 = fptrunc <2 x float> %3453 to <2 x bfloat>, !dbg !111
  %3455 = insertelement <2 x float> poison, float %3215, i64 0, !dbg !111
  %3456 = insertelement <2 x float> %3455, float %3213, i64 1, !dbg !111
  %3457 = fptrunc <2 x float> %3456 to <2 x bfloat>, !dbg !111
  %3458 = insertelement <2 x float> poison, float %3211, i64 0, !dbg !111
  %3459 = insertelement <2 x float> %3458, float %3209, i64 1, !dbg !111
  %3460 = fptrunc <2 x float> %3459 to <2 x bfloat>, !dbg !111
  %3461 = insertelement <2 x float> poison, float %3207, i64 0, !dbg !111
  %3462 = insertelement <2 x float> %3461, float %3205, i64 1, !dbg !111
  %3463 = fptrunc <2 x float> %3462 to <2 x bfloat>, !dbg !111
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !112
  %3464 = shl nuw nsw i32 %43, 13, !dbg !112
  %3465 = shl nuw nsw i32 %22, 5, !dbg !112
  %3466 = and i32 %3465, 7264, !dbg !112
  %3467 = and i32 %22, 24, !dbg !112
  %3468 = shl nuw nsw i32 %3467, 4, !dbg !112
  %3469 = shl nuw nsw i32 %22, 2, !dbg !112
  %3470 = and i32 %3469, 16, !dbg !112
  %3471 = or disjoint i32 %3464, %3470, !dbg !112
  %3472 = or disjoint i32 %3466, %3468, !dbg !112
  %3473 = or disjoint i32 %3471, %3472, !dbg !112
  %3474 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %3473, !dbg !112
  %3475 = bitcast <2 x bfloat> %3370 to i32, !dbg !112
  %3476 = bitcast <2 x bfloat> %3376 to i32, !dbg !112
  %3477 = bitcast <2 x bfloat> %3382 to i32, !dbg !112
  %3478 = bitcast <2 x bfloat> %3388 to i32, !dbg !112
  %3479 = insertelement <4 x i32> poison, i32 %3475, i64 0, !dbg !112
  %3480 = insertelement <4 x i32> %3479, i32 %3476, i64 1, !dbg !112
  %3481 = insertelement <4 x i32> %3480, i32 %3477, i64 2, !dbg !112
  %3482 = insertelement <4 x i32> %3481, i32 %3478, i64 3, !dbg !112
  store <4 x i32> %3482, ptr addrspace(3) %3474, align 16, !dbg !112
  %3483 = getelementptr inbounds nuw i8, ptr addrspace(3) %3474, i32 512, !dbg !112
  %3484 = bitcast <2 x bfloat> %3373 to i32, !dbg !112
  %3485 = bitcast <2 x bfloat> %3379 to i32, !dbg !112
  %3486 = bitcast <2 x bfloat> %3385 to i32, !dbg !112
  %3487 = bitcast <2 x bfloat> %3391 to i32, !dbg !112
  %3488 = insertelement <4 x i32> poison, i32 %3484, i64 0, !dbg !112
  %3489 = insertelement <4 x i32> %3488, i32 %3485, i64 1, !dbg !112
  %3490 = insertelement <4 x i32> %3489, i32 %3486, i64 2, !dbg !112
  %3491 = insertelement <4 x i32> %3490, i32 %3487, i64 3, !dbg !112
  store <4 x i32> %3491, ptr addrspace(3) %3483, align 16, !dbg !112
  %3492 = xor i32 %3473, 32, !dbg !112
  %3493 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %3492, !dbg !112
  %3494 = bitcast <2 x bfloat> %3394 to i32, !dbg !112
  %3495 = bitcast <2 x bfloat> %3400 to i32, !dbg !112
  %3496 = bitcast <2 x bfloat> %3406 to i32, !dbg !112
  %3497 = bitcast <2 x bfloat> %3412 to i32, !dbg !112
  %3498 = insertelement <4 x i32> poison, i32 %3494, i64 0, !dbg !112
  %3499 = insertelement <4 x i32> %3498, i32 %3495, i64 1, !dbg !112
  %3500 = insertelement <4 x i32> %3499, i32 %3496, i64 2, !dbg !112
  %3501 = insertelement <4 x i32> %3500, i32 %3497, i64 3, !dbg !112
  store <4 x i32> %3501, ptr addrspace(3) %3493, align 16, !dbg !112
  %3502 = getelementptr inbounds nuw i8, ptr addrspace(3) %3493, i32 512, !dbg !112
  %3503 = bitcast <2 x bfloat> %3397 to i32, !dbg !112
  %3504 = bitcast <2 x bfloat> %3403 to i32, !dbg !112
  %3505 = bitcast <2 x bfloat> %3409 to i32, !dbg !112
  %3506 = bitcast <2 x bfloat> %3415 to i32, !dbg !112
  %3507 = insertelement <4 x i32> poison, i32 %3503, i64 0, !dbg !112
  %3508 = insertelement <4 x i32> %3507, i32 %3504, i64 1, !dbg !112
  %3509 = insertelement <4 x i32> %3508, i32 %3505, i64 2, !dbg !112
  %3510 = insertelement <4 x i32> %3509, i32 %3506, i64 3, !dbg !112
  store <4 x i32> %3510, ptr addrspace(3) %3502, align 16, !dbg !112
  %3511 = xor i32 %3473, 64, !dbg !112
  %3512 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %3511, !dbg !112
  %3513 = bitcast <2 x bfloat> %3418 to i32, !dbg !112
  %3514 = bitcast <2 x bfloat> %3424 to i32, !dbg !112
  %3515 = bitcast <2 x bfloat> %3430 to i32, !dbg !112
  %3516 = bitcast <2 x bfloat> %3436 to i32, !dbg !112
  %3517 = insertelement <4 x i32> poison, i32 %3513, i64 0, !dbg !112
  %3518 = insertelement <4 x i32> %3517, i32 %3514, i64 1, !dbg !112
  %3519 = insertelement <4 x i32> %3518, i32 %3515, i64 2, !dbg !112
  %3520 = insertelement <4 x i32> %3519, i32 %3516, i64 3, !dbg !112
  store <4 x i32> %3520, ptr addrspace(3) %3512, align 16, !dbg !112
  %3521 = getelementptr inbounds nuw i8, ptr addrspace(3) %3512, i32 512, !dbg !112
  %3522 = bitcast <2 x bfloat> %3421 to i32, !dbg !112
  %3523 = bitcast <2 x bfloat> %3427 to i32, !dbg !112
  %3524 = bitcast <2 x bfloat> %3433 to i32, !dbg !112
  %3525 = bitcast <2 x bfloat> %3439 to i32, !dbg !112
  %3526 = insertelement <4 x i32> poison, i32 %3522, i64 0, !dbg !112
  %3527 = insertelement <4 x i32> %3526, i32 %3523, i64 1, !dbg !112
  %3528 = insertelement <4 x i32> %3527, i32 %3524, i64 2, !dbg !112
  %3529 = insertelement <4 x i32> %3528, i32 %3525, i64 3, !dbg !112
  store <4 x i32> %3529, ptr addrspace(3) %3521, align 16, !dbg !112
  %3530 = xor i32 %3473, 96, !dbg !112
  %3531 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %3530, !dbg !112
  %3532 = bitcast <2 x bfloat> %3442 to i32, !dbg !112
  %3533 = bitcast <2 x bfloat> %3448 to i32, !dbg !112
  %3534 = bitcast <2 x bfloat> %3454 to i32, !dbg !112
  %3535 = bitcast <2 x bfloat> %3460 to i32, !dbg !112
  %3536 = insertelement <4 x i32> poison, i32 %3532, i64 0, !dbg !112
  %3537 = insertelement <4 x i32> %3536, i32 %3533, i64 1, !dbg !112
  %3538 = insertelement <4 x i32> %3537, i32 %3534, i64 2, !dbg !112
  %3539 = insertelement <4 x i32> %3538, i32 %3535, i64 3, !dbg !112
  store <4 x i32> %3539, ptr addrspace(3) %3531, align 16, !dbg !112
  %3540 = getelementptr inbounds nuw i8, ptr addrspace(3) %3531, i32 512, !dbg !112
  %3541 = bitcast <2 x bfloat> %3445 to i32, !dbg !112
  %3542 = bitcast <2 x bfloat> %3451 to i32, !dbg !112
  %3543 = bitcast <2 x bfloat> %3457 to i32, !dbg !112
  %3544 = bitcast <2 x bfloat> %3463 to i32, !dbg !112
  %3545 = insertelement <4 x i32> poison, i32 %3541, i64 0, !dbg !112
  %3546 = insertelement <4 x i32> %3545, i32 %3542, i64 1, !dbg !112
  %3547 = insertelement <4 x i32> %3546, i32 %3543, i64 2, !dbg !112
  %3548 = insertelement <4 x i32> %3547, i32 %3544, i64 3, !dbg !112
  store <4 x i32> %3548, ptr addrspace(3) %3540, align 16, !dbg !112
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !112
  %3549 = shl nuw nsw i32 %3467, 10, !dbg !112
  %3550 = shl nuw nsw i32 %43, 5, !dbg !112
  %3551 = shl nuw nsw i32 %3336, 2, !dbg !112
  %3552 = or disjoint i32 %3549, %3550, !dbg !112
  %3553 = xor i32 %3552, %3551, !dbg !112
  %3554 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %3553, !dbg !112
  %3555 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %3554), !dbg !112
  %3556 = extractvalue { i32, i32, i32, i32 } %3555, 0, !dbg !112
  %3557 = extractvalue { i32, i32, i32, i32 } %3555, 1, !dbg !112
  %3558 = extractvalue { i32, i32, i32, i32 } %3555, 2, !dbg !112
  %3559 = extractvalue { i32, i32, i32, i32 } %3555, 3, !dbg !112
  %3560 = getelementptr inbounds nuw i8, ptr addrspace(3) %3554, i32 1024, !dbg !112
  %3561 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) nonnull %3560), !dbg !112
  %3562 = extractvalue { i32, i32, i32, i32 } %3561, 0, !dbg !112
  %3563 = extractvalue { i32, i32, i32, i32 } %3561, 1, !dbg !112
  %3564 = extractvalue { i32, i32, i32, i32 } %3561, 2, !dbg !112
  %3565 = extractvalue { i32, i32, i32, i32 } %3561, 3, !dbg !112
  %3566 = getelementptr inbounds nuw i8, ptr addrspace(3) %3554, i32 2048, !dbg !112
  %3567 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) nonnull %3566), !dbg !112
  %3568 = extractvalue { i32, i32, i32, i32 } %3567, 0, !dbg !112
  %3569 = extractvalue { i32, i32, i32, i32 } %3567, 1, !dbg !112
  %3570 = extractvalue { i32, i32, i32, i32 } %3567, 2, !dbg !112
  %3571 = extractvalue { i32, i32, i32, i32 } %3567, 3, !dbg !112
  %3572 = getelementptr inbounds nuw i8, ptr addrspace(3) %3554, i32 3072, !dbg !112
  %3573 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) nonnull %3572), !dbg !112
  %3574 = extractvalue { i32, i32, i32, i32 } %3573, 0, !dbg !112
  %3575 = extractvalue { i32, i32, i32, i32 } %3573, 1, !dbg !112
  %3576 = extractvalue { i32, i32, i32, i32 } %3573, 2, !dbg !112
  %3577 = extractvalue { i32, i32, i32, i32 } %3573, 3, !dbg !112
  %3578 = getelementptr inbounds nuw i8, ptr addrspace(3) %3554, i32 4096, !dbg !112
  %3579 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) nonnull %3578), !dbg !112
  %3580 = extractvalue { i32, i32, i32, i32 } %3579, 0, !dbg !112
  %3581 = extractvalue { i32, i32, i32, i32 } %3579, 1, !dbg !112
  %3582 = extractvalue { i32, i32, i32, i32 } %3579, 2, !dbg !112
  %3583 = extractvalue { i32, i32, i32, i32 } %3579, 3, !dbg !112
  %3584 = getelementptr inbounds nuw i8, ptr addrspace(3) %3554, i32 5120, !dbg !112
  %3585 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) nonnull %3584), !dbg !112
  %3586 = extractvalue { i32, i32, i32, i32 } %3585, 0, !dbg !112
  %3587 = extractvalue { i32, i32, i32, i32 } %3585, 1, !dbg !112
  %3588 = extractvalue { i32, i32, i32, i32 } %3585, 2, !dbg !112
  %3589 = extractvalue { i32, i32, i32, i32 } %3585, 3, !dbg !112
  %3590 = getelementptr inbounds nuw i8, ptr addrspace(3) %3554, i32 6144, !dbg !112
  %3591 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) nonnull %3590), !dbg !112
  %3592 = extractvalue { i32, i32, i32, i32 } %3591, 0, !dbg !112
  %3593 = extractvalue { i32, i32, i32, i32 } %3591, 1, !dbg !112
  %3594 = extractvalue { i32, i32, i32, i32 } %3591, 2, !dbg !112
  %3595 = extractvalue { i32, i32, i32, i32 } %3591, 3, !dbg !112
  %3596 = getelementptr inbounds nuw i8, ptr addrspace(3) %3554, i32 7168, !dbg !112
  %3597 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) nonnull %3596), !dbg !112
  %3598 = extractvalue { i32, i32, i32, i32 } %3597, 0, !dbg !112
  %3599 = extractvalue { i32, i32, i32, i32 } %3597, 1, !dbg !112
  %3600 = extractvalue { i32, i32, i32, i32 } %3597, 2, !dbg !112
  %3601 = extractvalue { i32, i32, i32, i32 } %3597, 3, !dbg !112
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %3556, i32 %3557, i32 %3558, i32 %3559, ptr addrspace(1) %3360, i1 %45) #2, !dbg !112
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %3562, i32 %3563, i32 %3564, i32 %3565, ptr addrspace(1) %3361, i1 %46) #2, !dbg !112
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %3568, i32 %3569, i32 %3570, i32 %3571, ptr addrspace(1) %3362, i1 %47) #2, !dbg !112
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %3574, i32 %3575, i32 %3576, i32 %3577, ptr addrspace(1) %3363, i1 %48) #2, !dbg !112
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %3580, i32 %3581, i32 %3582, i32 %3583, ptr addrspace(1) %3364, i1 %49) #2, !dbg !112
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %3586, i32 %3587, i32 %3588, i32 %3589, ptr addrspace(1) %3365, i1 %50) #2, !dbg !112
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %3592, i32 %3593, i32 %3594, i32 %3595, ptr addrspace(1) %3366, i1 %51) #2, !dbg !112
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %3598, i32 %3599, i32 %3600, i32 %3601, ptr addrspace(1) %3367, i1 %52) #2, !dbg !112
  ret void, !dbg !113
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #1

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.commit.group() #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.wait.group(i32 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.div.full(float, float) #4

; Function Attrs: nocallback nofree nounwind memory(argmem: read)
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) readonly captures(none)) #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #6

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.wgmma.fence.sync.aligned() #7

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.wgmma.commit_group.sync.aligned() #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #6

declare i32 @__nvvm_reflect(ptr) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.ftz.f(float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.f(float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fma.rn.ftz.f(float, float, float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fma.rn.f(float, float, float) #1

attributes #0 = { nounwind "nvvm.reqntid"="256" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #5 = { nocallback nofree nounwind memory(argmem: read) }
attributes #6 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #7 = { convergent nounwind }
attributes #8 = { "disable-tail-calls"="false" "frame-pointer"="all" "less-precise-fpmad"="false" "no-infs-fp-math"="false" "no-nans-fp-math"="false" "stack-protector-buffer-size"="8" "unsafe-fp-math"="false" "use-soft-float"="false" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!llvm.ident = !{!4}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "forward.py", directory: "/tmp/repo/snippets/attention")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!5 = distinct !DISubprogram(name: "attention_forward_kernel", linkageName: "attention_forward_kernel", scope: !1, file: !1, line: 55, type: !6, scopeLine: 55, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!6 = !DISubroutineType(cc: DW_CC_normal, types: !7)
!7 = !{}
!8 = !DILocation(line: 60, column: 28, scope: !5)
!9 = !DILocation(line: 61, column: 31, scope: !5)
!10 = !DILocation(line: 61, column: 37, scope: !5)
!11 = !DILocation(line: 64, column: 37, scope: !5)
!12 = !DILocation(line: 64, column: 43, scope: !5)
!13 = !DILocation(line: 64, column: 63, scope: !5)
!14 = !DILocation(line: 64, column: 70, scope: !5)
!15 = !DILocation(line: 65, column: 21, scope: !5)
!16 = !DILocation(line: 65, column: 44, scope: !5)
!17 = !DILocation(line: 65, column: 31, scope: !5)
!18 = !DILocation(line: 67, column: 24, scope: !5)
!19 = !DILocation(line: 69, column: 29, scope: !5)
!20 = !DILocation(line: 68, column: 24, scope: !5)
!21 = !DILocation(line: 68, column: 50, scope: !5)
!22 = !DILocation(line: 68, column: 34, scope: !5)
!23 = !DILocation(line: 68, column: 66, scope: !5)
!24 = !DILocation(line: 68, column: 61, scope: !5)
!25 = !DILocation(line: 68, column: 16, scope: !5)
!26 = !DILocation(line: 70, column: 23, scope: !5)
!27 = !DILocation(line: 70, column: 50, scope: !5)
!28 = !DILocation(line: 70, column: 34, scope: !5)
!29 = !DILocation(line: 70, column: 61, scope: !5)
!30 = !DILocation(line: 71, column: 23, scope: !5)
!31 = !DILocation(line: 71, column: 34, scope: !5)
!32 = !DILocation(line: 71, column: 61, scope: !5)
!33 = !DILocation(line: 77, column: 24, scope: !5)
!34 = !DILocation(line: 77, column: 35, scope: !5)
!35 = !DILocation(line: 79, column: 49, scope: !5)
!36 = !DILocation(line: 80, column: 41, scope: !5)
!37 = !DILocation(line: 31, column: 20, scope: !38, inlinedAt: !39)
!38 = distinct !DILexicalBlockFile(scope: !5, file: !1, discriminator: 0)
!39 = !DILocation(line: 83, column: 85, scope: !38)
!40 = !DILocation(line: 47, column: 20, scope: !38, inlinedAt: !39)
!41 = !DILocation(line: 82, column: 67, scope: !5)
!42 = !DILocation(line: 82, column: 86, scope: !5)
!43 = !DILocation(line: 32, column: 18, scope: !38, inlinedAt: !39)
!44 = !DILocation(line: 170, column: 27, scope: !45, inlinedAt: !47)
!45 = distinct !DILexicalBlockFile(scope: !5, file: !46, discriminator: 0)
!46 = !DIFile(filename: "standard.py", directory: "/opt/torch/.venv/lib/python3.12/site-packages/triton/language")
!47 = !DILocation(line: 191, column: 40, scope: !45, inlinedAt: !48)
!48 = !DILocation(line: 39, column: 38, scope: !38, inlinedAt: !39)
!49 = !DILocation(line: 39, column: 43, scope: !38, inlinedAt: !39)
!50 = !DILocation(line: 39, column: 28, scope: !38, inlinedAt: !39)
!51 = !DILocation(line: 40, column: 25, scope: !38, inlinedAt: !39)
!52 = !DILocation(line: 40, column: 36, scope: !38, inlinedAt: !39)
!53 = !DILocation(line: 40, column: 21, scope: !38, inlinedAt: !39)
!54 = !DILocation(line: 41, column: 31, scope: !38, inlinedAt: !39)
!55 = !DILocation(line: 41, column: 25, scope: !38, inlinedAt: !39)
!56 = !DILocation(line: 42, column: 16, scope: !38, inlinedAt: !39)
!57 = !DILocation(line: 263, column: 15, scope: !45, inlinedAt: !58)
!58 = !DILocation(line: 293, column: 36, scope: !45, inlinedAt: !59)
!59 = !DILocation(line: 42, column: 34, scope: !38, inlinedAt: !39)
!60 = !DILocation(line: 42, column: 24, scope: !38, inlinedAt: !39)
!61 = !DILocation(line: 43, column: 16, scope: !38, inlinedAt: !39)
!62 = !DILocation(line: 48, column: 22, scope: !38, inlinedAt: !39)
!63 = !DILocation(line: 48, column: 35, scope: !38, inlinedAt: !39)
!64 = !DILocation(line: 81, column: 27, scope: !5)
!65 = !DILocation(line: 72, column: 29, scope: !5)
!66 = !DILocation(line: 73, column: 19, scope: !5)
!67 = !DILocation(line: 74, column: 19, scope: !5)
!68 = !DILocation(line: 86, column: 37, scope: !5)
!69 = !DILocation(line: 86, column: 46, scope: !5)
!70 = !DILocation(line: 87, column: 43, scope: !5)
!71 = !DILocation(line: 88, column: 27, scope: !5)
!72 = !DILocation(line: 89, column: 67, scope: !5)
!73 = !DILocation(line: 89, column: 86, scope: !5)
!74 = !DILocation(line: 27, column: 21, scope: !38, inlinedAt: !75)
!75 = !DILocation(line: 90, column: 84, scope: !38)
!76 = !DILocation(line: 29, column: 42, scope: !38, inlinedAt: !75)
!77 = !DILocation(line: 29, column: 20, scope: !38, inlinedAt: !75)
!78 = !DILocation(line: 45, column: 20, scope: !38, inlinedAt: !75)
!79 = !DILocation(line: 32, column: 18, scope: !38, inlinedAt: !75)
!80 = !DILocation(line: 34, column: 31, scope: !38, inlinedAt: !75)
!81 = !DILocation(line: 36, column: 44, scope: !38, inlinedAt: !75)
!82 = !DILocation(line: 36, column: 27, scope: !38, inlinedAt: !75)
!83 = !DILocation(line: 37, column: 30, scope: !38, inlinedAt: !75)
!84 = !DILocation(line: 170, column: 27, scope: !45, inlinedAt: !85)
!85 = !DILocation(line: 191, column: 40, scope: !45, inlinedAt: !86)
!86 = !DILocation(line: 39, column: 38, scope: !38, inlinedAt: !75)
!87 = !DILocation(line: 39, column: 43, scope: !38, inlinedAt: !75)
!88 = !DILocation(line: 39, column: 28, scope: !38, inlinedAt: !75)
!89 = !DILocation(line: 40, column: 25, scope: !38, inlinedAt: !75)
!90 = !DILocation(line: 40, column: 36, scope: !38, inlinedAt: !75)
!91 = !DILocation(line: 40, column: 21, scope: !38, inlinedAt: !75)
!92 = !DILocation(line: 41, column: 31, scope: !38, inlinedAt: !75)
!93 = !DILocation(line: 41, column: 25, scope: !38, inlinedAt: !75)
!94 = !DILocation(line: 42, column: 16, scope: !38, inlinedAt: !75)
!95 = !DILocation(line: 263, column: 15, scope: !45, inlinedAt: !96)
!96 = !DILocation(line: 293, column: 36, scope: !45, inlinedAt: !97)
!97 = !DILocation(line: 42, column: 34, scope: !38, inlinedAt: !75)
!98 = !DILocation(line: 42, column: 24, scope: !38, inlinedAt: !75)
!99 = !DILocation(line: 43, column: 16, scope: !38, inlinedAt: !75)
!100 = !DILocation(line: 48, column: 22, scope: !38, inlinedAt: !75)
!101 = !DILocation(line: 48, column: 35, scope: !38, inlinedAt: !75)
!102 = !DILocation(line: 92, column: 67, scope: !5)
!103 = !DILocation(line: 92, column: 23, scope: !5)
!104 = !DILocation(line: 92, column: 42, scope: !5)
!105 = !DILocation(line: 91, column: 16, scope: !5)
!106 = !DILocation(line: 92, column: 54, scope: !5)
!107 = !DILocation(line: 92, column: 48, scope: !5)
!108 = !DILocation(line: 93, column: 21, scope: !5)
!109 = !DILocation(line: 93, column: 31, scope: !5)
!110 = !DILocation(line: 93, column: 58, scope: !5)
!111 = !DILocation(line: 94, column: 20, scope: !5)
!112 = !DILocation(line: 94, column: 13, scope: !5)
!113 = !DILocation(line: 93, column: 4, scope: !5)
