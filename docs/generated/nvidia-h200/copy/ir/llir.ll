; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

; Function Attrs: nounwind
define ptx_kernel void @copy_kernel(ptr addrspace(1) %0, ptr addrspace(1) %1, i32 %2, ptr addrspace(1) readnone captures(none) %3, ptr addrspace(1) readnone captures(none) %4) local_unnamed_addr #0 !dbg !4 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !7
  %7 = zext nneg i32 %6 to i64, !dbg !8
  %8 = shl nuw nsw i64 %7, 11, !dbg !9
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !10
  %10 = shl nuw nsw i32 %9, 2, !dbg !10
  %11 = and i32 %10, 508, !dbg !10
  %12 = or disjoint i32 %11, 512, !dbg !10
  %13 = or disjoint i32 %11, 1024, !dbg !10
  %14 = or disjoint i32 %11, 1536, !dbg !10
  %15 = zext nneg i32 %11 to i64, !dbg !11
  %16 = zext nneg i32 %12 to i64, !dbg !11
  %17 = zext nneg i32 %13 to i64, !dbg !11
  %18 = zext nneg i32 %14 to i64, !dbg !11
  %19 = or disjoint i64 %8, %15, !dbg !11
  %20 = or disjoint i64 %8, %16, !dbg !11
  %21 = or disjoint i64 %8, %17, !dbg !11
  %22 = or disjoint i64 %8, %18, !dbg !11
  %23 = sext i32 %2 to i64, !dbg !12
  %24 = icmp slt i64 %19, %23, !dbg !12
  %25 = icmp slt i64 %20, %23, !dbg !12
  %26 = icmp slt i64 %21, %23, !dbg !12
  %27 = icmp slt i64 %22, %23, !dbg !12
  %28 = getelementptr float, ptr addrspace(1) %0, i64 %19, !dbg !13
  %29 = getelementptr float, ptr addrspace(1) %0, i64 %20, !dbg !13
  %30 = getelementptr float, ptr addrspace(1) %0, i64 %21, !dbg !13
  %31 = getelementptr float, ptr addrspace(1) %0, i64 %22, !dbg !13
  %32 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09mov.u32 $2, 0x0;\0A\09mov.u32 $3, 0x0;\0A\09@$5 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l,b"(ptr addrspace(1) %28, i1 %24) #2, !dbg !14
  %33 = extractvalue { i32, i32, i32, i32 } %32, 0, !dbg !14
  %34 = extractvalue { i32, i32, i32, i32 } %32, 1, !dbg !14
  %35 = extractvalue { i32, i32, i32, i32 } %32, 2, !dbg !14
  %36 = extractvalue { i32, i32, i32, i32 } %32, 3, !dbg !14
  %37 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09mov.u32 $2, 0x0;\0A\09mov.u32 $3, 0x0;\0A\09@$5 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l,b"(ptr addrspace(1) %29, i1 %25) #2, !dbg !14
  %38 = extractvalue { i32, i32, i32, i32 } %37, 0, !dbg !14
  %39 = extractvalue { i32, i32, i32, i32 } %37, 1, !dbg !14
  %40 = extractvalue { i32, i32, i32, i32 } %37, 2, !dbg !14
  %41 = extractvalue { i32, i32, i32, i32 } %37, 3, !dbg !14
  %42 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09mov.u32 $2, 0x0;\0A\09mov.u32 $3, 0x0;\0A\09@$5 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l,b"(ptr addrspace(1) %30, i1 %26) #2, !dbg !14
  %43 = extractvalue { i32, i32, i32, i32 } %42, 0, !dbg !14
  %44 = extractvalue { i32, i32, i32, i32 } %42, 1, !dbg !14
  %45 = extractvalue { i32, i32, i32, i32 } %42, 2, !dbg !14
  %46 = extractvalue { i32, i32, i32, i32 } %42, 3, !dbg !14
  %47 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09mov.u32 $2, 0x0;\0A\09mov.u32 $3, 0x0;\0A\09@$5 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l,b"(ptr addrspace(1) %31, i1 %27) #2, !dbg !14
  %48 = extractvalue { i32, i32, i32, i32 } %47, 0, !dbg !14
  %49 = extractvalue { i32, i32, i32, i32 } %47, 1, !dbg !14
  %50 = extractvalue { i32, i32, i32, i32 } %47, 2, !dbg !14
  %51 = extractvalue { i32, i32, i32, i32 } %47, 3, !dbg !14
  %52 = getelementptr float, ptr addrspace(1) %1, i64 %19, !dbg !15
  %53 = getelementptr float, ptr addrspace(1) %1, i64 %20, !dbg !15
  %54 = getelementptr float, ptr addrspace(1) %1, i64 %21, !dbg !15
  %55 = getelementptr float, ptr addrspace(1) %1, i64 %22, !dbg !15
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %33, i32 %34, i32 %35, i32 %36, ptr addrspace(1) %52, i1 %24) #2, !dbg !16
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %38, i32 %39, i32 %40, i32 %41, ptr addrspace(1) %53, i1 %25) #2, !dbg !16
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %43, i32 %44, i32 %45, i32 %46, ptr addrspace(1) %54, i1 %26) #2, !dbg !16
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %48, i32 %49, i32 %50, i32 %51, ptr addrspace(1) %55, i1 %27) #2, !dbg !16
  ret void, !dbg !17
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "copying.py", directory: "/tmp/repo/snippets/triton_fundamentals")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = distinct !DISubprogram(name: "copy_kernel", linkageName: "copy_kernel", scope: !1, file: !1, line: 53, type: !5, scopeLine: 53, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{}
!7 = !DILocation(line: 60, column: 24, scope: !4)
!8 = !DILocation(line: 60, column: 30, scope: !4)
!9 = !DILocation(line: 61, column: 20, scope: !4)
!10 = !DILocation(line: 61, column: 46, scope: !4)
!11 = !DILocation(line: 61, column: 33, scope: !4)
!12 = !DILocation(line: 62, column: 21, scope: !4)
!13 = !DILocation(line: 63, column: 24, scope: !4)
!14 = !DILocation(line: 63, column: 16, scope: !4)
!15 = !DILocation(line: 64, column: 21, scope: !4)
!16 = !DILocation(line: 64, column: 30, scope: !4)
!17 = !DILocation(line: 65, column: 4, scope: !4)
