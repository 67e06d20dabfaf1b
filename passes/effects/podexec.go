package effects

import (
	"go/ast"
	"go/types"
)

// This file reads a command run in a pod through client-go, as kubectl
// exec is written:
//
//	req := clientset.CoreV1().RESTClient().Post().Resource("pods").
//		Name(pod).Namespace(ns).SubResource("exec")
//	req.VersionedParams(&corev1.PodExecOptions{Command: command, Stdout: true}, scheme.ParameterCodec)
//	exec, err := remotecommand.NewSPDYExecutor(config, "POST", req.URL())
//
// The options' Command is a program and its arguments, a list passed
// whole, that the container runs: an exec, as exec.Command's is, its
// program the list's first element; one the tool's arguments give is a
// passthrough. The parameters of other requests (a log's options, a
// listing's) run nothing.

// podExecCommand returns the Command a VersionedParams call gives a pod's
// exec request, ok false when its options are not a PodExecOptions. Where
// annovet cannot read the literal, the options themselves stand for the
// command, which resolves to a program it cannot tell.
func (a *analyzer) podExecCommand(call *ast.CallExpr, u *unit) (ast.Expr, bool) {
	if len(call.Args) == 0 || !isPodExecOptions(a.pass.TypesInfo.TypeOf(call.Args[0])) {
		return nil, false
	}
	lit := a.literalOf(call.Args[0], u, "Command")
	if lit == nil {
		return call.Args[0], true
	}
	if cmd := keyedValue(lit, "Command"); cmd != nil {
		return cmd, true
	}
	return call.Args[0], true
}

// isPodExecOptions reports whether t is k8s.io/api/core/v1's
// PodExecOptions, or a pointer to it.
func isPodExecOptions(t types.Type) bool {
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	named, ok := t.(*types.Named)
	return ok && named.Obj().Pkg() != nil && named.Obj().Pkg().Path() == "k8s.io/api/core/v1" && named.Obj().Name() == "PodExecOptions"
}
