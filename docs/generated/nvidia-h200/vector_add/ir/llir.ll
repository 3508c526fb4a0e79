; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

; Function Attrs: nounwind
define ptx_kernel void @add_kernel(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, i32 %3, ptr addrspace(1) readnone captures(none) %4, ptr addrspace(1) readnone captures(none) %5) local_unnamed_addr #0 !dbg !4 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !7
  %8 = zext nneg i32 %7 to i64, !dbg !8
  %9 = shl nuw nsw i64 %8, 10, !dbg !9
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !10
  %11 = shl nuw nsw i32 %10, 2, !dbg !10
  %12 = and i32 %11, 508, !dbg !10
  %13 = or disjoint i32 %12, 512, !dbg !10
  %14 = zext nneg i32 %12 to i64, !dbg !11
  %15 = zext nneg i32 %13 to i64, !dbg !11
  %16 = or disjoint i64 %9, %14, !dbg !11
  %17 = or disjoint i64 %9, %15, !dbg !11
  %18 = sext i32 %3 to i64, !dbg !12
  %19 = icmp slt i64 %16, %18, !dbg !12
  %20 = icmp slt i64 %17, %18, !dbg !12
  %21 = getelementptr float, ptr addrspace(1) %0, i64 %16, !dbg !13
  %22 = getelementptr float, ptr addrspace(1) %0, i64 %17, !dbg !13
  %23 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09mov.u32 $2, 0x0;\0A\09mov.u32 $3, 0x0;\0A\09@$5 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l,b"(ptr addrspace(1) %21, i1 %19) #2, !dbg !14
  %24 = extractvalue { i32, i32, i32, i32 } %23, 0, !dbg !14
  %25 = extractvalue { i32, i32, i32, i32 } %23, 1, !dbg !14
  %26 = extractvalue { i32, i32, i32, i32 } %23, 2, !dbg !14
  %27 = extractvalue { i32, i32, i32, i32 } %23, 3, !dbg !14
  %28 = bitcast i32 %24 to float, !dbg !14
  %29 = bitcast i32 %25 to float, !dbg !14
  %30 = bitcast i32 %26 to float, !dbg !14
  %31 = bitcast i32 %27 to float, !dbg !14
  %32 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09mov.u32 $2, 0x0;\0A\09mov.u32 $3, 0x0;\0A\09@$5 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l,b"(ptr addrspace(1) %22, i1 %20) #2, !dbg !14
  %33 = extractvalue { i32, i32, i32, i32 } %32, 0, !dbg !14
  %34 = extractvalue { i32, i32, i32, i32 } %32, 1, !dbg !14
  %35 = extractvalue { i32, i32, i32, i32 } %32, 2, !dbg !14
  %36 = extractvalue { i32, i32, i32, i32 } %32, 3, !dbg !14
  %37 = bitcast i32 %33 to float, !dbg !14
  %38 = bitcast i32 %34 to float, !dbg !14
  %39 = bitcast i32 %35 to float, !dbg !14
  %40 = bitcast i32 %36 to float, !dbg !14
  %41 = getelementptr float, ptr addrspace(1) %1, i64 %16, !dbg !15
  %42 = getelementptr float, ptr addrspace(1) %1, i64 %17, !dbg !15
  %43 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09mov.u32 $2, 0x0;\0A\09mov.u32 $3, 0x0;\0A\09@$5 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l,b"(ptr addrspace(1) %41, i1 %19) #2, !dbg !16
  %44 = extractvalue { i32, i32, i32, i32 } %43, 0, !dbg !16
  %45 = extractvalue { i32, i32, i32, i32 } %43, 1, !dbg !16
  %46 = extractvalue { i32, i32, i32, i32 } %43, 2, !dbg !16
  %47 = extractvalue { i32, i32, i32, i32 } %43, 3, !dbg !16
  %48 = bitcast i32 %44 to float, !dbg !16
  %49 = bitcast i32 %45 to float, !dbg !16
  %50 = bitcast i32 %46 to float, !dbg !16
  %51 = bitcast i32 %47 to float, !dbg !16
  %52 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09mov.u32 $2, 0x0;\0A\09mov.u32 $3, 0x0;\0A\09@$5 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l,b"(ptr addrspace(1) %42, i1 %20) #2, !dbg !16
  %53 = extractvalue { i32, i32, i32, i32 } %52, 0, !dbg !16
  %54 = extractvalue { i32, i32, i32, i32 } %52, 1, !dbg !16
  %55 = extractvalue { i32, i32, i32, i32 } %52, 2, !dbg !16
  %56 = extractvalue { i32, i32, i32, i32 } %52, 3, !dbg !16
  %57 = bitcast i32 %53 to float, !dbg !16
  %58 = bitcast i32 %54 to float, !dbg !16
  %59 = bitcast i32 %55 to float, !dbg !16
  %60 = bitcast i32 %56 to float, !dbg !16
  %61 = getelementptr float, ptr addrspace(1) %2, i64 %16, !dbg !17
  %62 = getelementptr float, ptr addrspace(1) %2, i64 %17, !dbg !17
  %63 = fadd float %28, %48, !dbg !18
  %64 = fadd float %29, %49, !dbg !18
  %65 = fadd float %30, %50, !dbg !18
  %66 = fadd float %31, %51, !dbg !18
  %67 = fadd float %37, %57, !dbg !18
  %68 = fadd float %38, %58, !dbg !18
  %69 = fadd float %39, %59, !dbg !18
  %70 = fadd float %40, %60, !dbg !18
  %71 = bitcast float %63 to i32, !dbg !19
  %72 = bitcast float %64 to i32, !dbg !19
  %73 = bitcast float %65 to i32, !dbg !19
  %74 = bitcast float %66 to i32, !dbg !19
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %71, i32 %72, i32 %73, i32 %74, ptr addrspace(1) %61, i1 %19) #2, !dbg !19
  %75 = bitcast float %67 to i32, !dbg !19
  %76 = bitcast float %68 to i32, !dbg !19
  %77 = bitcast float %69 to i32, !dbg !19
  %78 = bitcast float %70 to i32, !dbg !19
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %75, i32 %76, i32 %77, i32 %78, ptr addrspace(1) %62, i1 %20) #2, !dbg !19
  ret void, !dbg !20
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
!1 = !DIFile(filename: "add.py", directory: "/tmp/repo/snippets/vector_add")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = distinct !DISubprogram(name: "add_kernel", linkageName: "add_kernel", scope: !1, file: !1, line: 19, type: !5, scopeLine: 19, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{}
!7 = !DILocation(line: 27, column: 24, scope: !4)
!8 = !DILocation(line: 29, column: 21, scope: !4)
!9 = !DILocation(line: 29, column: 33, scope: !4)
!10 = !DILocation(line: 29, column: 59, scope: !4)
!11 = !DILocation(line: 29, column: 46, scope: !4)
!12 = !DILocation(line: 32, column: 21, scope: !4)
!13 = !DILocation(line: 33, column: 24, scope: !4)
!14 = !DILocation(line: 33, column: 16, scope: !4)
!15 = !DILocation(line: 34, column: 24, scope: !4)
!16 = !DILocation(line: 34, column: 16, scope: !4)
!17 = !DILocation(line: 35, column: 23, scope: !4)
!18 = !DILocation(line: 35, column: 36, scope: !4)
!19 = !DILocation(line: 35, column: 32, scope: !4)
!20 = !DILocation(line: 35, column: 4, scope: !4)
