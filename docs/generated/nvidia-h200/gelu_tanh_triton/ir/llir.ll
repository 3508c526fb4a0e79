; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

; Function Attrs: nounwind
define ptx_kernel void @gelu_tanh_kernel(ptr addrspace(1) %0, ptr addrspace(1) %1, i32 %2, ptr addrspace(1) readnone captures(none) %3, ptr addrspace(1) readnone captures(none) %4) local_unnamed_addr #0 !dbg !4 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !7
  %7 = shl i32 %6, 10, !dbg !8
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !9
  %9 = shl nuw nsw i32 %8, 2, !dbg !9
  %10 = and i32 %9, 508, !dbg !9
  %11 = or disjoint i32 %10, %7, !dbg !10
  %12 = or disjoint i32 %11, 512, !dbg !10
  %13 = icmp slt i32 %11, %2, !dbg !11
  %14 = icmp slt i32 %12, %2, !dbg !11
  %15 = sext i32 %11 to i64, !dbg !12
  %16 = getelementptr float, ptr addrspace(1) %0, i64 %15, !dbg !12
  %17 = sext i32 %12 to i64, !dbg !12
  %18 = getelementptr float, ptr addrspace(1) %0, i64 %17, !dbg !12
  %19 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09mov.u32 $2, 0x0;\0A\09mov.u32 $3, 0x0;\0A\09@$5 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l,b"(ptr addrspace(1) %16, i1 %13) #3, !dbg !13
  %20 = extractvalue { i32, i32, i32, i32 } %19, 0, !dbg !13
  %21 = extractvalue { i32, i32, i32, i32 } %19, 1, !dbg !13
  %22 = extractvalue { i32, i32, i32, i32 } %19, 2, !dbg !13
  %23 = extractvalue { i32, i32, i32, i32 } %19, 3, !dbg !13
  %24 = bitcast i32 %20 to float, !dbg !13
  %25 = bitcast i32 %21 to float, !dbg !13
  %26 = bitcast i32 %22 to float, !dbg !13
  %27 = bitcast i32 %23 to float, !dbg !13
  %28 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09mov.u32 $2, 0x0;\0A\09mov.u32 $3, 0x0;\0A\09@$5 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l,b"(ptr addrspace(1) %18, i1 %14) #3, !dbg !13
  %29 = extractvalue { i32, i32, i32, i32 } %28, 0, !dbg !13
  %30 = extractvalue { i32, i32, i32, i32 } %28, 1, !dbg !13
  %31 = extractvalue { i32, i32, i32, i32 } %28, 2, !dbg !13
  %32 = extractvalue { i32, i32, i32, i32 } %28, 3, !dbg !13
  %33 = bitcast i32 %29 to float, !dbg !13
  %34 = bitcast i32 %30 to float, !dbg !13
  %35 = bitcast i32 %31 to float, !dbg !13
  %36 = bitcast i32 %32 to float, !dbg !13
  %37 = fmul float %24, 0x3FA6E4E260000000, !dbg !14
  %38 = fmul float %25, 0x3FA6E4E260000000, !dbg !14
  %39 = fmul float %26, 0x3FA6E4E260000000, !dbg !14
  %40 = fmul float %27, 0x3FA6E4E260000000, !dbg !14
  %41 = fmul float %33, 0x3FA6E4E260000000, !dbg !14
  %42 = fmul float %34, 0x3FA6E4E260000000, !dbg !14
  %43 = fmul float %35, 0x3FA6E4E260000000, !dbg !14
  %44 = fmul float %36, 0x3FA6E4E260000000, !dbg !14
  %45 = fmul float %37, %24, !dbg !15
  %46 = fmul float %38, %25, !dbg !15
  %47 = fmul float %39, %26, !dbg !15
  %48 = fmul float %40, %27, !dbg !15
  %49 = fmul float %41, %33, !dbg !15
  %50 = fmul float %42, %34, !dbg !15
  %51 = fmul float %43, %35, !dbg !15
  %52 = fmul float %44, %36, !dbg !15
  %53 = fmul float %45, %24, !dbg !16
  %54 = fmul float %46, %25, !dbg !16
  %55 = fmul float %47, %26, !dbg !16
  %56 = fmul float %48, %27, !dbg !16
  %57 = fmul float %49, %33, !dbg !16
  %58 = fmul float %50, %34, !dbg !16
  %59 = fmul float %51, %35, !dbg !16
  %60 = fmul float %52, %36, !dbg !16
  %61 = fadd float %53, %24, !dbg !17
  %62 = fadd float %54, %25, !dbg !17
  %63 = fadd float %55, %26, !dbg !17
  %64 = fadd float %56, %27, !dbg !17
  %65 = fadd float %57, %33, !dbg !17
  %66 = fadd float %58, %34, !dbg !17
  %67 = fadd float %59, %35, !dbg !17
  %68 = fadd float %60, %36, !dbg !17
  %69 = fmul float %61, 0x3FE9884540000000, !dbg !18
  %70 = fmul float %62, 0x3FE9884540000000, !dbg !18
  %71 = fmul float %63, 0x3FE9884540000000, !dbg !18
  %72 = fmul float %64, 0x3FE9884540000000, !dbg !18
  %73 = fmul float %65, 0x3FE9884540000000, !dbg !18
  %74 = fmul float %66, 0x3FE9884540000000, !dbg !18
  %75 = fmul float %67, 0x3FE9884540000000, !dbg !18
  %76 = fmul float %68, 0x3FE9884540000000, !dbg !18
  %77 = fmul float %69, 2.000000e+00, !dbg !19
  %78 = fmul float %70, 2.000000e+00, !dbg !19
  %79 = fmul float %71, 2.000000e+00, !dbg !19
  %80 = fmul float %72, 2.000000e+00, !dbg !19
  %81 = fmul float %73, 2.000000e+00, !dbg !19
  %82 = fmul float %74, 2.000000e+00, !dbg !19
  %83 = fmul float %75, 2.000000e+00, !dbg !19
  %84 = fmul float %76, 2.000000e+00, !dbg !19
  %85 = fsub float 0.000000e+00, %77, !dbg !20
  %86 = fsub float 0.000000e+00, %78, !dbg !20
  %87 = fsub float 0.000000e+00, %79, !dbg !20
  %88 = fsub float 0.000000e+00, %80, !dbg !20
  %89 = fsub float 0.000000e+00, %81, !dbg !20
  %90 = fsub float 0.000000e+00, %82, !dbg !20
  %91 = fsub float 0.000000e+00, %83, !dbg !20
  %92 = fsub float 0.000000e+00, %84, !dbg !20
  %93 = fmul float %85, 0x3FF7154760000000, !dbg !25
  %94 = tail call float @llvm.nvvm.ex2.approx.f(float %93), !dbg !25
  %95 = fmul float %86, 0x3FF7154760000000, !dbg !25
  %96 = tail call float @llvm.nvvm.ex2.approx.f(float %95), !dbg !25
  %97 = fmul float %87, 0x3FF7154760000000, !dbg !25
  %98 = tail call float @llvm.nvvm.ex2.approx.f(float %97), !dbg !25
  %99 = fmul float %88, 0x3FF7154760000000, !dbg !25
  %100 = tail call float @llvm.nvvm.ex2.approx.f(float %99), !dbg !25
  %101 = fmul float %89, 0x3FF7154760000000, !dbg !25
  %102 = tail call float @llvm.nvvm.ex2.approx.f(float %101), !dbg !25
  %103 = fmul float %90, 0x3FF7154760000000, !dbg !25
  %104 = tail call float @llvm.nvvm.ex2.approx.f(float %103), !dbg !25
  %105 = fmul float %91, 0x3FF7154760000000, !dbg !25
  %106 = tail call float @llvm.nvvm.ex2.approx.f(float %105), !dbg !25
  %107 = fmul float %92, 0x3FF7154760000000, !dbg !25
  %108 = tail call float @llvm.nvvm.ex2.approx.f(float %107), !dbg !25
  %109 = fadd float %94, 1.000000e+00, !dbg !26
  %110 = fadd float %96, 1.000000e+00, !dbg !26
  %111 = fadd float %98, 1.000000e+00, !dbg !26
  %112 = fadd float %100, 1.000000e+00, !dbg !26
  %113 = fadd float %102, 1.000000e+00, !dbg !26
  %114 = fadd float %104, 1.000000e+00, !dbg !26
  %115 = fadd float %106, 1.000000e+00, !dbg !26
  %116 = fadd float %108, 1.000000e+00, !dbg !26
  %117 = tail call float @llvm.nvvm.div.full(float 1.000000e+00, float %109), !dbg !27
  %118 = tail call float @llvm.nvvm.div.full(float 1.000000e+00, float %110), !dbg !27
  %119 = tail call float @llvm.nvvm.div.full(float 1.000000e+00, float %111), !dbg !27
  %120 = tail call float @llvm.nvvm.div.full(float 1.000000e+00, float %112), !dbg !27
  %121 = tail call float @llvm.nvvm.div.full(float 1.000000e+00, float %113), !dbg !27
  %122 = tail call float @llvm.nvvm.div.full(float 1.000000e+00, float %114), !dbg !27
  %123 = tail call float @llvm.nvvm.div.full(float 1.000000e+00, float %115), !dbg !27
  %124 = tail call float @llvm.nvvm.div.full(float 1.000000e+00, float %116), !dbg !27
  %125 = fmul float %117, %24, !dbg !28
  %126 = fmul float %118, %25, !dbg !28
  %127 = fmul float %119, %26, !dbg !28
  %128 = fmul float %120, %27, !dbg !28
  %129 = fmul float %121, %33, !dbg !28
  %130 = fmul float %122, %34, !dbg !28
  %131 = fmul float %123, %35, !dbg !28
  %132 = fmul float %124, %36, !dbg !28
  %133 = getelementptr float, ptr addrspace(1) %1, i64 %15, !dbg !29
  %134 = getelementptr float, ptr addrspace(1) %1, i64 %17, !dbg !29
  %135 = bitcast float %125 to i32, !dbg !30
  %136 = bitcast float %126 to i32, !dbg !30
  %137 = bitcast float %127 to i32, !dbg !30
  %138 = bitcast float %128 to i32, !dbg !30
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %135, i32 %136, i32 %137, i32 %138, ptr addrspace(1) %133, i1 %13) #3, !dbg !30
  %139 = bitcast float %129 to i32, !dbg !30
  %140 = bitcast float %130 to i32, !dbg !30
  %141 = bitcast float %131 to i32, !dbg !30
  %142 = bitcast float %132 to i32, !dbg !30
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %139, i32 %140, i32 %141, i32 %142, ptr addrspace(1) %134, i1 %14) #3, !dbg !30
  ret void, !dbg !31
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.f(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.div.full(float, float) #2

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "gelu_compile.py", directory: "/tmp/repo/snippets/cuda_and_compile")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = distinct !DISubprogram(name: "gelu_tanh_kernel", linkageName: "gelu_tanh_kernel", scope: !1, file: !1, line: 70, type: !5, scopeLine: 70, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{}
!7 = !DILocation(line: 76, column: 24, scope: !4)
!8 = !DILocation(line: 77, column: 20, scope: !4)
!9 = !DILocation(line: 77, column: 46, scope: !4)
!10 = !DILocation(line: 77, column: 33, scope: !4)
!11 = !DILocation(line: 78, column: 21, scope: !4)
!12 = !DILocation(line: 80, column: 24, scope: !4)
!13 = !DILocation(line: 80, column: 16, scope: !4)
!14 = !DILocation(line: 81, column: 49, scope: !4)
!15 = !DILocation(line: 81, column: 53, scope: !4)
!16 = !DILocation(line: 81, column: 57, scope: !4)
!17 = !DILocation(line: 81, column: 38, scope: !4)
!18 = !DILocation(line: 81, column: 34, scope: !4)
!19 = !DILocation(line: 84, column: 29, scope: !4)
!20 = !DILocation(line: 50, column: 30, scope: !21, inlinedAt: !23)
!21 = distinct !DILexicalBlockFile(scope: !4, file: !22, discriminator: 0)
!22 = !DIFile(filename: "standard.py", directory: "/opt/torch/.venv/lib/python3.12/site-packages/triton/language")
!23 = !DILocation(line: 84, column: 23, scope: !24)
!24 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!25 = !DILocation(line: 50, column: 29, scope: !21, inlinedAt: !23)
!26 = !DILocation(line: 50, column: 20, scope: !21, inlinedAt: !23)
!27 = !DILocation(line: 50, column: 16, scope: !21, inlinedAt: !23)
!28 = !DILocation(line: 84, column: 12, scope: !4)
!29 = !DILocation(line: 85, column: 23, scope: !4)
!30 = !DILocation(line: 85, column: 32, scope: !4)
!31 = !DILocation(line: 85, column: 4, scope: !4)
