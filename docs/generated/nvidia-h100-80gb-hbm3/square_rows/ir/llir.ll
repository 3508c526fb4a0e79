; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

; Function Attrs: nounwind
define ptx_kernel void @square_rows_kernel(ptr addrspace(1) %0, ptr addrspace(1) %1, i32 %2, i32 %3, i32 %4, ptr addrspace(1) readnone captures(none) %5, ptr addrspace(1) readnone captures(none) %6) local_unnamed_addr #0 !dbg !4 {
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !7
  %9 = zext nneg i32 %8 to i64, !dbg !8
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !9
  %11 = shl nuw nsw i32 %10, 2, !dbg !9
  %12 = and i32 %11, 2044, !dbg !9
  %13 = or i32 %11, 2048, !dbg !9
  %14 = icmp slt i32 %12, %4, !dbg !10
  %15 = icmp slt i32 %13, %4, !dbg !10
  %16 = sext i32 %2 to i64, !dbg !11
  %17 = mul nsw i64 %16, %9, !dbg !11
  %18 = getelementptr float, ptr addrspace(1) %0, i64 %17, !dbg !12
  %19 = zext nneg i32 %12 to i64, !dbg !13
  %20 = getelementptr float, ptr addrspace(1) %18, i64 %19, !dbg !13
  %21 = zext nneg i32 %13 to i64, !dbg !13
  %22 = getelementptr float, ptr addrspace(1) %18, i64 %21, !dbg !13
  %23 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09mov.u32 $2, 0x0;\0A\09mov.u32 $3, 0x0;\0A\09@$5 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l,b"(ptr addrspace(1) %20, i1 %14) #2, !dbg !14
  %24 = extractvalue { i32, i32, i32, i32 } %23, 0, !dbg !14
  %25 = extractvalue { i32, i32, i32, i32 } %23, 1, !dbg !14
  %26 = extractvalue { i32, i32, i32, i32 } %23, 2, !dbg !14
  %27 = extractvalue { i32, i32, i32, i32 } %23, 3, !dbg !14
  %28 = bitcast i32 %24 to float, !dbg !14
  %29 = bitcast i32 %25 to float, !dbg !14
  %30 = bitcast i32 %26 to float, !dbg !14
  %31 = bitcast i32 %27 to float, !dbg !14
  %32 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09mov.u32 $2, 0x0;\0A\09mov.u32 $3, 0x0;\0A\09@$5 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l,b"(ptr addrspace(1) %22, i1 %15) #2, !dbg !14
  %33 = extractvalue { i32, i32, i32, i32 } %32, 0, !dbg !14
  %34 = extractvalue { i32, i32, i32, i32 } %32, 1, !dbg !14
  %35 = extractvalue { i32, i32, i32, i32 } %32, 2, !dbg !14
  %36 = extractvalue { i32, i32, i32, i32 } %32, 3, !dbg !14
  %37 = bitcast i32 %33 to float, !dbg !14
  %38 = bitcast i32 %34 to float, !dbg !14
  %39 = bitcast i32 %35 to float, !dbg !14
  %40 = bitcast i32 %36 to float, !dbg !14
  %41 = sext i32 %3 to i64, !dbg !15
  %42 = mul nsw i64 %41, %9, !dbg !15
  %43 = getelementptr float, ptr addrspace(1) %1, i64 %42, !dbg !16
  %44 = getelementptr float, ptr addrspace(1) %43, i64 %19, !dbg !17
  %45 = getelementptr float, ptr addrspace(1) %43, i64 %21, !dbg !17
  %46 = fmul float %28, %28, !dbg !18
  %47 = fmul float %29, %29, !dbg !18
  %48 = fmul float %30, %30, !dbg !18
  %49 = fmul float %31, %31, !dbg !18
  %50 = fmul float %37, %37, !dbg !18
  %51 = fmul float %38, %38, !dbg !18
  %52 = fmul float %39, %39, !dbg !18
  %53 = fmul float %40, %40, !dbg !18
  %54 = bitcast float %46 to i32, !dbg !19
  %55 = bitcast float %47 to i32, !dbg !19
  %56 = bitcast float %48 to i32, !dbg !19
  %57 = bitcast float %49 to i32, !dbg !19
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %54, i32 %55, i32 %56, i32 %57, ptr addrspace(1) %44, i1 %14) #2, !dbg !19
  %58 = bitcast float %50 to i32, !dbg !19
  %59 = bitcast float %51 to i32, !dbg !19
  %60 = bitcast float %52 to i32, !dbg !19
  %61 = bitcast float %53 to i32, !dbg !19
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %58, i32 %59, i32 %60, i32 %61, ptr addrspace(1) %45, i1 %15) #2, !dbg !19
  ret void, !dbg !20
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { nounwind "nvvm.reqntid"="512" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "square_rows.py", directory: "/tmp/repo/snippets/triton_fundamentals")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = distinct !DISubprogram(name: "square_rows_kernel", linkageName: "square_rows_kernel", scope: !1, file: !1, line: 20, type: !5, scopeLine: 20, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{}
!7 = !DILocation(line: 28, column: 24, scope: !4)
!8 = !DILocation(line: 28, column: 30, scope: !4)
!9 = !DILocation(line: 29, column: 24, scope: !4)
!10 = !DILocation(line: 30, column: 18, scope: !4)
!11 = !DILocation(line: 31, column: 30, scope: !4)
!12 = !DILocation(line: 31, column: 24, scope: !4)
!13 = !DILocation(line: 31, column: 45, scope: !4)
!14 = !DILocation(line: 31, column: 16, scope: !4)
!15 = !DILocation(line: 32, column: 29, scope: !4)
!16 = !DILocation(line: 32, column: 23, scope: !4)
!17 = !DILocation(line: 32, column: 46, scope: !4)
!18 = !DILocation(line: 32, column: 56, scope: !4)
!19 = !DILocation(line: 32, column: 52, scope: !4)
!20 = !DILocation(line: 32, column: 4, scope: !4)
