; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: nounwind
define ptx_kernel void @softmax_rows_kernel(ptr addrspace(1) %0, ptr addrspace(1) %1, i32 %2, i32 %3, i32 %4, ptr addrspace(1) readnone captures(none) %5, ptr addrspace(1) readnone captures(none) %6) local_unnamed_addr #0 !dbg !4 {
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !7
  %9 = zext nneg i32 %8 to i64, !dbg !8
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !9
  %11 = and i32 %10, 511, !dbg !9
  %12 = and i32 %10, 31, !dbg !9
  %13 = lshr i32 %11, 5, !dbg !9
  %14 = shl nuw nsw i32 %10, 2, !dbg !9
  %15 = and i32 %14, 2044, !dbg !9
  %16 = or i32 %14, 2048, !dbg !9
  %17 = icmp slt i32 %15, %4, !dbg !10
  %18 = icmp slt i32 %16, %4, !dbg !10
  %19 = sext i32 %2 to i64, !dbg !11
  %20 = mul nsw i64 %19, %9, !dbg !11
  %21 = getelementptr float, ptr addrspace(1) %0, i64 %20, !dbg !12
  %22 = zext nneg i32 %15 to i64, !dbg !13
  %23 = getelementptr float, ptr addrspace(1) %21, i64 %22, !dbg !13
  %24 = zext nneg i32 %16 to i64, !dbg !13
  %25 = getelementptr float, ptr addrspace(1) %21, i64 %24, !dbg !13
  %26 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, $4;\0A\09mov.u32 $1, $5;\0A\09mov.u32 $2, $6;\0A\09mov.u32 $3, $7;\0A\09@$9 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $8 + 0 ];", "=r,=r,=r,=r,r,r,r,r,l,b"(i32 -8388608, i32 -8388608, i32 -8388608, i32 -8388608, ptr addrspace(1) %23, i1 %17) #5, !dbg !14
  %27 = extractvalue { i32, i32, i32, i32 } %26, 0, !dbg !14
  %28 = extractvalue { i32, i32, i32, i32 } %26, 1, !dbg !14
  %29 = extractvalue { i32, i32, i32, i32 } %26, 2, !dbg !14
  %30 = extractvalue { i32, i32, i32, i32 } %26, 3, !dbg !14
  %31 = bitcast i32 %27 to float, !dbg !14
  %32 = bitcast i32 %28 to float, !dbg !14
  %33 = bitcast i32 %29 to float, !dbg !14
  %34 = bitcast i32 %30 to float, !dbg !14
  %35 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, $4;\0A\09mov.u32 $1, $5;\0A\09mov.u32 $2, $6;\0A\09mov.u32 $3, $7;\0A\09@$9 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $8 + 0 ];", "=r,=r,=r,=r,r,r,r,r,l,b"(i32 -8388608, i32 -8388608, i32 -8388608, i32 -8388608, ptr addrspace(1) %25, i1 %18) #5, !dbg !14
  %36 = extractvalue { i32, i32, i32, i32 } %35, 0, !dbg !14
  %37 = extractvalue { i32, i32, i32, i32 } %35, 1, !dbg !14
  %38 = extractvalue { i32, i32, i32, i32 } %35, 2, !dbg !14
  %39 = extractvalue { i32, i32, i32, i32 } %35, 3, !dbg !14
  %40 = bitcast i32 %36 to float, !dbg !14
  %41 = bitcast i32 %37 to float, !dbg !14
  %42 = bitcast i32 %38 to float, !dbg !14
  %43 = bitcast i32 %39 to float, !dbg !14
  %44 = tail call float @llvm.maxnum.f32(float %31, float %32), !dbg !15
  %45 = tail call float @llvm.maxnum.f32(float %44, float %33), !dbg !15
  %46 = tail call float @llvm.maxnum.f32(float %45, float %34), !dbg !15
  %47 = tail call float @llvm.maxnum.f32(float %46, float %40), !dbg !15
  %48 = tail call float @llvm.maxnum.f32(float %47, float %41), !dbg !15
  %49 = tail call float @llvm.maxnum.f32(float %48, float %42), !dbg !15
  %50 = tail call float @llvm.maxnum.f32(float %49, float %43), !dbg !15
  %51 = bitcast float %50 to i32, !dbg !18
  %52 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %51, i32 16, i32 31), !dbg !18
  %53 = bitcast i32 %52 to float, !dbg !18
  %54 = tail call float @llvm.maxnum.f32(float %50, float %53), !dbg !15
  %55 = bitcast float %54 to i32, !dbg !18
  %56 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %55, i32 8, i32 31), !dbg !18
  %57 = bitcast i32 %56 to float, !dbg !18
  %58 = tail call float @llvm.maxnum.f32(float %54, float %57), !dbg !15
  %59 = bitcast float %58 to i32, !dbg !18
  %60 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %59, i32 4, i32 31), !dbg !18
  %61 = bitcast i32 %60 to float, !dbg !18
  %62 = tail call float @llvm.maxnum.f32(float %58, float %61), !dbg !15
  %63 = bitcast float %62 to i32, !dbg !18
  %64 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %63, i32 2, i32 31), !dbg !18
  %65 = bitcast i32 %64 to float, !dbg !18
  %66 = tail call float @llvm.maxnum.f32(float %62, float %65), !dbg !15
  %67 = bitcast float %66 to i32, !dbg !18
  %68 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %67, i32 1, i32 31), !dbg !18
  %69 = bitcast i32 %68 to float, !dbg !18
  %70 = tail call float @llvm.maxnum.f32(float %66, float %69), !dbg !15
  %71 = icmp eq i32 %12, 0, !dbg !18
  %72 = getelementptr float, ptr addrspace(3) @global_smem, i32 %13, !dbg !18
  %73 = bitcast float %70 to <1 x i32>, !dbg !18
  tail call void asm sideeffect "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %72, <1 x i32> %73, i1 %71) #5, !dbg !18
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !18
  %74 = icmp samesign ult i32 %11, 16, !dbg !18
  %75 = getelementptr float, ptr addrspace(3) @global_smem, i32 %11, !dbg !18
  %76 = tail call i32 asm sideeffect "@$2 ld.shared.b32 $0, [ $1 + 0 ];", "=r,r,b"(ptr addrspace(3) %75, i1 %74) #5, !dbg !18
  %77 = bitcast i32 %76 to float, !dbg !18
  %78 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %76, i32 8, i32 31), !dbg !18
  %79 = bitcast i32 %78 to float, !dbg !18
  %80 = tail call float @llvm.maxnum.f32(float %77, float %79), !dbg !15
  %81 = bitcast float %80 to i32, !dbg !18
  %82 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %81, i32 4, i32 31), !dbg !18
  %83 = bitcast i32 %82 to float, !dbg !18
  %84 = tail call float @llvm.maxnum.f32(float %80, float %83), !dbg !15
  %85 = bitcast float %84 to i32, !dbg !18
  %86 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %85, i32 2, i32 31), !dbg !18
  %87 = bitcast i32 %86 to float, !dbg !18
  %88 = tail call float @llvm.maxnum.f32(float %84, float %87), !dbg !15
  %89 = bitcast float %88 to i32, !dbg !18
  %90 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %89, i32 1, i32 31), !dbg !18
  %91 = bitcast i32 %90 to float, !dbg !18
  %92 = tail call float @llvm.maxnum.f32(float %88, float %91), !dbg !15
  %93 = and i32 %10, 15, !dbg !18
  %94 = icmp eq i32 %93, 0, !dbg !18
  %95 = and i1 %74, %94, !dbg !18
  %96 = bitcast float %92 to <1 x i32>, !dbg !18
  tail call void asm sideeffect "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %75, <1 x i32> %96, i1 %95) #5, !dbg !18
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !18
  %97 = load float, ptr addrspace(3) @global_smem, align 16, !dbg !18
  %98 = fsub float %31, %97, !dbg !21
  %99 = fsub float %32, %97, !dbg !21
  %100 = fsub float %33, %97, !dbg !21
  %101 = fsub float %34, %97, !dbg !21
  %102 = fsub float %40, %97, !dbg !21
  %103 = fsub float %41, %97, !dbg !21
  %104 = fsub float %42, %97, !dbg !21
  %105 = fsub float %43, %97, !dbg !21
  %106 = fmul float %98, 0x3FF7154760000000, !dbg !22
  %107 = tail call float @llvm.nvvm.ex2.approx.f(float %106), !dbg !22
  %108 = fmul float %99, 0x3FF7154760000000, !dbg !22
  %109 = tail call float @llvm.nvvm.ex2.approx.f(float %108), !dbg !22
  %110 = fmul float %100, 0x3FF7154760000000, !dbg !22
  %111 = tail call float @llvm.nvvm.ex2.approx.f(float %110), !dbg !22
  %112 = fmul float %101, 0x3FF7154760000000, !dbg !22
  %113 = tail call float @llvm.nvvm.ex2.approx.f(float %112), !dbg !22
  %114 = fmul float %102, 0x3FF7154760000000, !dbg !22
  %115 = tail call float @llvm.nvvm.ex2.approx.f(float %114), !dbg !22
  %116 = fmul float %103, 0x3FF7154760000000, !dbg !22
  %117 = tail call float @llvm.nvvm.ex2.approx.f(float %116), !dbg !22
  %118 = fmul float %104, 0x3FF7154760000000, !dbg !22
  %119 = tail call float @llvm.nvvm.ex2.approx.f(float %118), !dbg !22
  %120 = fmul float %105, 0x3FF7154760000000, !dbg !22
  %121 = tail call float @llvm.nvvm.ex2.approx.f(float %120), !dbg !22
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !23
  %122 = fadd float %107, %109, !dbg !25
  %123 = fadd float %122, %111, !dbg !25
  %124 = fadd float %123, %113, !dbg !25
  %125 = fadd float %124, %115, !dbg !25
  %126 = fadd float %125, %117, !dbg !25
  %127 = fadd float %126, %119, !dbg !25
  %128 = fadd float %127, %121, !dbg !25
  %129 = bitcast float %128 to i32, !dbg !23
  %130 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %129, i32 16, i32 31), !dbg !23
  %131 = bitcast i32 %130 to float, !dbg !23
  %132 = fadd float %128, %131, !dbg !25
  %133 = bitcast float %132 to i32, !dbg !23
  %134 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %133, i32 8, i32 31), !dbg !23
  %135 = bitcast i32 %134 to float, !dbg !23
  %136 = fadd float %132, %135, !dbg !25
  %137 = bitcast float %136 to i32, !dbg !23
  %138 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %137, i32 4, i32 31), !dbg !23
  %139 = bitcast i32 %138 to float, !dbg !23
  %140 = fadd float %136, %139, !dbg !25
  %141 = bitcast float %140 to i32, !dbg !23
  %142 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %141, i32 2, i32 31), !dbg !23
  %143 = bitcast i32 %142 to float, !dbg !23
  %144 = fadd float %140, %143, !dbg !25
  %145 = bitcast float %144 to i32, !dbg !23
  %146 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %145, i32 1, i32 31), !dbg !23
  %147 = bitcast i32 %146 to float, !dbg !23
  %148 = fadd float %144, %147, !dbg !25
  %149 = bitcast float %148 to <1 x i32>, !dbg !23
  tail call void asm sideeffect "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %72, <1 x i32> %149, i1 %71) #5, !dbg !23
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !23
  %150 = tail call i32 asm sideeffect "@$2 ld.shared.b32 $0, [ $1 + 0 ];", "=r,r,b"(ptr addrspace(3) %75, i1 %74) #5, !dbg !23
  %151 = bitcast i32 %150 to float, !dbg !23
  %152 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %150, i32 8, i32 31), !dbg !23
  %153 = bitcast i32 %152 to float, !dbg !23
  %154 = fadd float %151, %153, !dbg !25
  %155 = bitcast float %154 to i32, !dbg !23
  %156 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %155, i32 4, i32 31), !dbg !23
  %157 = bitcast i32 %156 to float, !dbg !23
  %158 = fadd float %154, %157, !dbg !25
  %159 = bitcast float %158 to i32, !dbg !23
  %160 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %159, i32 2, i32 31), !dbg !23
  %161 = bitcast i32 %160 to float, !dbg !23
  %162 = fadd float %158, %161, !dbg !25
  %163 = bitcast float %162 to i32, !dbg !23
  %164 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %163, i32 1, i32 31), !dbg !23
  %165 = bitcast i32 %164 to float, !dbg !23
  %166 = fadd float %162, %165, !dbg !25
  %167 = bitcast float %166 to <1 x i32>, !dbg !23
  tail call void asm sideeffect "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %75, <1 x i32> %167, i1 %95) #5, !dbg !23
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !23
  %168 = load float, ptr addrspace(3) @global_smem, align 16, !dbg !23
  %169 = tail call float @llvm.nvvm.div.full(float 1.000000e+00, float %168), !dbg !26
  %170 = fmul float %107, %169, !dbg !27
  %171 = fmul float %109, %169, !dbg !27
  %172 = fmul float %111, %169, !dbg !27
  %173 = fmul float %113, %169, !dbg !27
  %174 = fmul float %115, %169, !dbg !27
  %175 = fmul float %117, %169, !dbg !27
  %176 = fmul float %119, %169, !dbg !27
  %177 = fmul float %121, %169, !dbg !27
  %178 = sext i32 %3 to i64, !dbg !28
  %179 = mul nsw i64 %178, %9, !dbg !28
  %180 = getelementptr float, ptr addrspace(1) %1, i64 %179, !dbg !29
  %181 = getelementptr float, ptr addrspace(1) %180, i64 %22, !dbg !30
  %182 = getelementptr float, ptr addrspace(1) %180, i64 %24, !dbg !30
  %183 = bitcast float %170 to i32, !dbg !31
  %184 = bitcast float %171 to i32, !dbg !31
  %185 = bitcast float %172 to i32, !dbg !31
  %186 = bitcast float %173 to i32, !dbg !31
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %183, i32 %184, i32 %185, i32 %186, ptr addrspace(1) %181, i1 %17) #5, !dbg !31
  %187 = bitcast float %174 to i32, !dbg !31
  %188 = bitcast float %175 to i32, !dbg !31
  %189 = bitcast float %176 to i32, !dbg !31
  %190 = bitcast float %177 to i32, !dbg !31
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %187, i32 %188, i32 %189, i32 %190, ptr addrspace(1) %182, i1 %18) #5, !dbg !31
  ret void, !dbg !32
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.f(float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.div.full(float, float) #4

attributes #0 = { nounwind "nvvm.reqntid"="512" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "softmax.py", directory: "/tmp/repo/snippets/triton_fundamentals")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = distinct !DISubprogram(name: "softmax_rows_kernel", linkageName: "softmax_rows_kernel", scope: !1, file: !1, line: 23, type: !5, scopeLine: 23, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{}
!7 = !DILocation(line: 31, column: 24, scope: !4)
!8 = !DILocation(line: 31, column: 30, scope: !4)
!9 = !DILocation(line: 32, column: 24, scope: !4)
!10 = !DILocation(line: 33, column: 18, scope: !4)
!11 = !DILocation(line: 36, column: 30, scope: !4)
!12 = !DILocation(line: 36, column: 24, scope: !4)
!13 = !DILocation(line: 36, column: 45, scope: !4)
!14 = !DILocation(line: 36, column: 16, scope: !4)
!15 = !DILocation(line: 170, column: 27, scope: !16, inlinedAt: !18)
!16 = distinct !DILexicalBlockFile(scope: !4, file: !17, discriminator: 0)
!17 = !DIFile(filename: "standard.py", directory: "/opt/torch/.venv/lib/python3.12/site-packages/triton/language")
!18 = !DILocation(line: 191, column: 40, scope: !16, inlinedAt: !19)
!19 = !DILocation(line: 38, column: 25, scope: !20)
!20 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!21 = !DILocation(line: 38, column: 18, scope: !4)
!22 = !DILocation(line: 39, column: 23, scope: !4)
!23 = !DILocation(line: 293, column: 36, scope: !16, inlinedAt: !24)
!24 = !DILocation(line: 40, column: 25, scope: !20)
!25 = !DILocation(line: 263, column: 15, scope: !16, inlinedAt: !23)
!26 = !DILocation(line: 41, column: 27, scope: !4)
!27 = !DILocation(line: 41, column: 21, scope: !4)
!28 = !DILocation(line: 42, column: 29, scope: !4)
!29 = !DILocation(line: 42, column: 23, scope: !4)
!30 = !DILocation(line: 42, column: 46, scope: !4)
!31 = !DILocation(line: 42, column: 52, scope: !4)
!32 = !DILocation(line: 42, column: 4, scope: !4)
