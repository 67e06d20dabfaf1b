// want package:"analyzed" package:`methods scale:scaler}$`

// Package k8suse calls client-go as Kubernetes MCP servers do: a typed
// clientset's get, list, create, update, patch and delete, and the dynamic
// client's. Each builds a rest.Request whose verb decides the effect: a
// GET reads, a POST creates, a PUT or PATCH overwrites, a DELETE deletes;
// a patch whose content the program fixes only sets, unless it deletes a
// field, and so does an update that sends back the object a read returned
// with only fields the program sets changed (readback.go).
// The group accessor (CoreV1, Resource) is a method of the interface the
// caller passes, so it stays bound to that parameter (unknown@param1)
// until a caller says which client it is.
package k8suse

import (
	"context"
	"time"

	authorizationv1 "k8s.io/api/authorization/v1"
	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/api/meta"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/types"
	"k8s.io/cli-runtime/pkg/genericclioptions"
	"k8s.io/client-go/discovery"
	"k8s.io/client-go/dynamic"
	"k8s.io/client-go/kubernetes"
	"k8s.io/client-go/kubernetes/scheme"
	"k8s.io/client-go/rest"
	"k8s.io/client-go/restmapper"
	"k8s.io/client-go/tools/clientcmd"
)

func getPod(ctx context.Context, c kubernetes.Interface, ns, name string) (*corev1.Pod, error) { // want getPod:`^effects network\(config\)\(\(v1.PodInterface\).Get = \(\*gentype.Client\).Get -> \(rest.Interface\).Get = \(\*rest.RESTClient\).Get -> \(\*rest.RESTClient\).Verb -> \(\*rest.Request\).Verb\) unknown@param1\(\(kubernetes.Interface\).CoreV1 \(an interface method annovet cannot follow\)\)$`
	return c.CoreV1().Pods(ns).Get(ctx, name, metav1.GetOptions{})
}

func listPods(ctx context.Context, c kubernetes.Interface, ns string) (*corev1.PodList, error) { // want listPods:`^effects network\(config\)\(\(v1.PodInterface\).List = (?:[^()]|\([^()]*\))*\) unknown@param1\(\(kubernetes.Interface\).CoreV1 \(an interface method annovet cannot follow\)\)$`
	return c.CoreV1().Pods(ns).List(ctx, metav1.ListOptions{})
}

func createConfigMap(ctx context.Context, c kubernetes.Interface, cm *corev1.ConfigMap) error { // want createConfigMap:`^effects mutate\(config\)\(\(v1.ConfigMapInterface\).Create = (?:[^()]|\([^()]*\))* -> \(rest.Interface\).Post = (?:[^()]|\([^()]*\))*\) unknown@param1\(\(kubernetes.Interface\).CoreV1 \(an interface method annovet cannot follow\)\)$`
	_, err := c.CoreV1().ConfigMaps(cm.Namespace).Create(ctx, cm, metav1.CreateOptions{})
	return err
}

func updateConfigMap(ctx context.Context, c kubernetes.Interface, cm *corev1.ConfigMap) error { // want updateConfigMap:`^effects mutate!=\(config\)\(body=param2\)\(\(v1.ConfigMapInterface\).Update = \(\*gentype.Client\).Update\) unknown@param1\(\(kubernetes.Interface\).CoreV1 \(an interface method annovet cannot follow\)\)$`
	_, err := c.CoreV1().ConfigMaps(cm.Namespace).Update(ctx, cm, metav1.UpdateOptions{})
	return err
}

// patchDeployment's content is its caller's: pauseDeployment's, fixed,
// only sets.
func patchDeployment(ctx context.Context, c kubernetes.Interface, ns, name string, patch []byte) error { // want patchDeployment:`^effects mutate!\(config\)\(body=param4\)\(\(v1.DeploymentInterface\).Patch = \(\*gentype.Client\).Patch\) unknown@param1\(\(kubernetes.Interface\).AppsV1 \(an interface method annovet cannot follow\)\)$`
	_, err := c.AppsV1().Deployments(ns).Patch(ctx, name, types.MergePatchType, patch, metav1.PatchOptions{})
	return err
}

func pauseDeployment(ctx context.Context, c kubernetes.Interface, ns, name string) error { // want pauseDeployment:`^effects mutate=\(config\)\(k8suse.patchDeployment -> \(v1.DeploymentInterface\).Patch = \(\*gentype.Client\).Patch\) unknown@param1\(k8suse.patchDeployment -> \(kubernetes.Interface\).AppsV1 \(an interface method annovet cannot follow\)\)$`
	return patchDeployment(ctx, c, ns, name, []byte(`{"spec":{"paused":true}}`))
}

// suspendCronJob pauses a CronJob as Kubernetes servers do, with a merge
// patch the program fixes: it sets the one field it names to a value the
// program chose, so it is a set, and deletes nothing (content.go).
func suspendCronJob(ctx context.Context, c kubernetes.Interface, ns, name string) error { // want suspendCronJob:`^effects mutate=\(config\)\(\(v1.CronJobInterface\).Patch = \(\*gentype.Client\).Patch\) unknown@param1\(\(kubernetes.Interface\).BatchV1 \(an interface method annovet cannot follow\)\)$`
	patch := []byte(`{"spec":{"suspend":true}}`)
	_, err := c.BatchV1().CronJobs(ns).Patch(ctx, name, types.MergePatchType, patch, metav1.PatchOptions{})
	return err
}

// dropLabel's merge patch sets a label to null, which deletes it: an
// overwrite still.
func dropLabel(ctx context.Context, c kubernetes.Interface, ns, name string) error { // want dropLabel:`^effects mutate!\(config\)\(\(v1.PodInterface\).Patch = \(\*gentype.Client\).Patch\) unknown@param1\(\(kubernetes.Interface\).CoreV1 \(an interface method annovet cannot follow\)\)$`
	_, err := c.CoreV1().Pods(ns).Patch(ctx, name, types.MergePatchType, []byte(`{"metadata":{"labels":{"tier":null}}}`), metav1.PatchOptions{})
	return err
}

// cancelRun cancels a custom resource through the dynamic client with a
// JSON patch that replaces one field: a set. removeFinalizers' JSON patch
// removes, a deletion.
func cancelRun(ctx context.Context, c dynamic.Interface, gvr schema.GroupVersionResource, ns, name string) error { // want cancelRun:`^effects mutate=\(config\)\(\(dynamic.ResourceInterface\).Patch = \(\*dynamic.dynamicResourceClient\).Patch\) unknown@param1\(\(dynamic.Interface\).Resource \(an interface method annovet cannot follow\)\)$`
	const patch = `[{"op":"replace","path":"/spec/status","value":"Cancelled"}]`
	_, err := c.Resource(gvr).Namespace(ns).Patch(ctx, name, types.JSONPatchType, []byte(patch), metav1.PatchOptions{})
	return err
}

func removeFinalizers(ctx context.Context, c dynamic.Interface, gvr schema.GroupVersionResource, ns, name string) error { // want removeFinalizers:`^effects mutate!\(config\)\(\(dynamic.ResourceInterface\).Patch = \(\*dynamic.dynamicResourceClient\).Patch\) unknown@param1\(\(dynamic.Interface\).Resource \(an interface method annovet cannot follow\)\)$`
	_, err := c.Resource(gvr).Namespace(ns).Patch(ctx, name, types.JSONPatchType, []byte(`[{"op":"remove","path":"/metadata/finalizers"}]`), metav1.PatchOptions{})
	return err
}

func deletePod(ctx context.Context, c kubernetes.Interface, ns, name string) error { // want deletePod:`^effects delete!\(config\)\(\(v1.PodInterface\).Delete = (?:[^()]|\([^()]*\))* -> \(rest.Interface\).Delete = (?:[^()]|\([^()]*\))*\) unknown@param1\(\(kubernetes.Interface\).CoreV1 \(an interface method annovet cannot follow\)\)$`
	return c.CoreV1().Pods(ns).Delete(ctx, name, metav1.DeleteOptions{})
}

// addDebugContainer adds an ephemeral container to the pod it is given
// and sends it: the update of the subresource can only add one.
func addDebugContainer(ctx context.Context, c kubernetes.Interface, ns string, pod *corev1.Pod) error { // want addDebugContainer:`^effects mutate\+@param3\(assignment to pod.Spec.EphemeralContainers\) mutate\(config\)\(\(v1.PodInterface\).UpdateEphemeralContainers = \(\*v1.pods\).UpdateEphemeralContainers\) unknown@param1\(\(kubernetes.Interface\).CoreV1 \(an interface method annovet cannot follow\)\)$`
	pod.Spec.EphemeralContainers = append(pod.Spec.EphemeralContainers, corev1.EphemeralContainer{EphemeralContainerCommon: corev1.EphemeralContainerCommon{Name: "debugger", Image: "busybox"}})
	_, err := c.CoreV1().Pods(ns).UpdateEphemeralContainers(ctx, pod.Name, pod, metav1.UpdateOptions{})
	return err
}

func getResource(ctx context.Context, c dynamic.Interface, gvr schema.GroupVersionResource, ns, name string) (*unstructured.Unstructured, error) { // want getResource:`^effects network\(config\)\(\(dynamic.ResourceInterface\).Get = (?:[^()]|\([^()]*\))*\) unknown@param1\(\(dynamic.Interface\).Resource \(an interface method annovet cannot follow\)\)$`
	return c.Resource(gvr).Namespace(ns).Get(ctx, name, metav1.GetOptions{})
}

func deleteResource(ctx context.Context, c dynamic.Interface, gvr schema.GroupVersionResource, ns, name string) error { // want deleteResource:`^effects delete!\(config\)\(\(dynamic.ResourceInterface\).Delete = (?:[^()]|\([^()]*\))*\) unknown@param1\(\(dynamic.Interface\).Resource \(an interface method annovet cannot follow\)\)$`
	return c.Resource(gvr).Namespace(ns).Delete(ctx, name, metav1.DeleteOptions{})
}

// canList asks the API server whether the caller may list pods: a review
// is a POST that stores nothing.
func canList(ctx context.Context, c kubernetes.Interface, ns string) (bool, error) { // want canList:`^effects network\(config\)\(\(v1.SelfSubjectAccessReviewInterface\).Create\) unknown@param1\(\(kubernetes.Interface\).AuthorizationV1 \(an interface method annovet cannot follow\)\)$`
	review, err := c.AuthorizationV1().SelfSubjectAccessReviews().Create(ctx, &authorizationv1.SelfSubjectAccessReview{
		Spec: authorizationv1.SelfSubjectAccessReviewSpec{
			ResourceAttributes: &authorizationv1.ResourceAttributes{Namespace: ns, Verb: "list", Resource: "pods"},
		},
	}, metav1.CreateOptions{})
	if err != nil {
		return false, err
	}
	return review.Status.Allowed, nil
}

// listWithFlags obtains its clientset from the kubeconfig flags, as a
// kubectl-style server does per call: loading the kubeconfig and building
// the transport are no effect, and the list reads.
func listWithFlags(ctx context.Context, flags *genericclioptions.ConfigFlags, ns string) (*corev1.PodList, error) { // want listWithFlags:`^effects network\(config\)\(k8suse.listFrom -> \(v1.PodInterface\).List = (?:[^()]|\([^()]*\))*\)$`
	cfg, err := flags.ToRESTConfig()
	if err != nil {
		return nil, err
	}
	return listFrom(ctx, cfg, ns)
}

func listFrom(ctx context.Context, cfg *rest.Config, ns string) (*corev1.PodList, error) { // want listFrom:`^effects network\(config\)\(\(v1.PodInterface\).List = (?:[^()]|\([^()]*\))*\)$`
	c, err := kubernetes.NewForConfig(cfg)
	if err != nil {
		return nil, err
	}
	return c.CoreV1().Pods(ns).List(ctx, metav1.ListOptions{})
}

// useContext switches the kubeconfig's current context as a GKE server's
// get_kubeconfig does: ModifyConfig writes the kubeconfig, which is what
// the call changes; the lock file it creates and removes around the write
// is its own.
func useContext(name string) error { // want useContext:`^effects write!=\(clientcmd.ModifyConfig\)$`
	opts := clientcmd.NewDefaultPathOptions()
	cfg, err := opts.GetStartingConfig()
	if err != nil {
		return err
	}
	cfg.CurrentContext = name
	return clientcmd.ModifyConfig(opts, *cfg, false)
}

// namespacedKinds asks discovery for a group version's resources through
// the client the kubeconfig flags build, as a Kubernetes server does to
// tell namespaced resources: discovery's GET. The client is cached on
// disk under the user's cache directory (~/.kube/cache/discovery), where
// it keeps what it read to spare the next request: the library's own
// cache, no change of the call's.
func namespacedKinds(flags *genericclioptions.ConfigFlags, gv string) (*metav1.APIResourceList, error) { // want namespacedKinds:`^effects network\(config\)\((?:[^()]|\([^()]*\))*\)$`
	d, err := flags.ToDiscoveryClient()
	if err != nil {
		return nil, err
	}
	return d.ServerResourcesForGroupVersion(gv)
}

// resourceOf maps a kind to its resource with the mapper the kubeconfig
// flags build, after dropping the discovery client's and the mapper's
// caches, as a server applying manifests does: a read of what discovery
// knows; the caches are the client's own.
func resourceOf(flags *genericclioptions.ConfigFlags, gk schema.GroupKind) (string, error) { // want resourceOf:`^effects network\(config\)\(\(meta.RESTMapper\).RESTMapping\)$`
	d, err := flags.ToDiscoveryClient()
	if err != nil {
		return "", err
	}
	d.Invalidate()
	m, err := flags.ToRESTMapper()
	if err != nil {
		return "", err
	}
	if r, ok := m.(meta.ResettableRESTMapper); ok {
		r.Reset()
	}
	mapping, err := m.RESTMapping(gk)
	if err != nil {
		return "", err
	}
	return mapping.Resource.Resource, nil
}

// remap maps a kind with a deferred mapper over the cached discovery
// client it is given, reset first, as a server does after it creates a
// custom resource definition: the reset drops the caches, whatever client
// is behind the interface.
func remap(dc discovery.CachedDiscoveryInterface, gk schema.GroupKind) (string, error) { // want remap:`^effects network\(config\)\(\(\*restmapper.DeferredDiscoveryRESTMapper\).RESTMapping(?:[^()]|\([^()]*\))*\)$`
	m := restmapper.NewDeferredDiscoveryRESTMapper(dc)
	m.Reset()
	mapping, err := m.RESTMapping(gk)
	if err != nil {
		return "", err
	}
	return mapping.Resource.Resource, nil
}

// cordon sends back the node it read with one field the program sets: it
// sets that field, as a merge patch of it would. The flag its callers
// pass picks cordoned or not: a set whatever they pass.
func cordon(ctx context.Context, c *kubernetes.Clientset, name string, unschedulable bool) error { // want cordon:`^effects network\(config\)\((?:[^()]|\([^()]*\))*\) mutate=\(config\)\(\(v1.NodeInterface\).Update = \(\*gentype.Client\).Update\)$`
	node, err := c.CoreV1().Nodes().Get(ctx, name, metav1.GetOptions{})
	if err != nil {
		return err
	}
	if node.Spec.Unschedulable == unschedulable {
		return nil
	}
	node.Spec.Unschedulable = unschedulable
	_, err = c.CoreV1().Nodes().Update(ctx, node, metav1.UpdateOptions{})
	return err
}

func cordonNode(ctx context.Context, c *kubernetes.Clientset, name string) error { // want cordonNode:`^effects network\(config\)\((?:[^()]|\([^()]*\))*\) mutate=\(config\)\(k8suse.cordon -> \(v1.NodeInterface\).Update = \(\*gentype.Client\).Update\)$`
	return cordon(ctx, c, name, true)
}

// restart stamps the pod template with the time: each call changes it
// again, and deletes nothing (the map made where there was none).
func restart(ctx context.Context, c *kubernetes.Clientset, ns, name string) error { // want restart:`^effects network\(config\)\((?:[^()]|\([^()]*\))*\) mutate\(config\)\(\(v1.DeploymentInterface\).Update = \(\*gentype.Client\).Update\)$`
	d, err := c.AppsV1().Deployments(ns).Get(ctx, name, metav1.GetOptions{})
	if err != nil {
		return err
	}
	if d.Spec.Template.Annotations == nil {
		d.Spec.Template.Annotations = map[string]string{}
	}
	d.Spec.Template.Annotations["kubectl.kubernetes.io/restartedAt"] = time.Now().Format(time.RFC3339)
	_, err = c.AppsV1().Deployments(ns).Update(ctx, d, metav1.UpdateOptions{})
	return err
}

// Must stay overwrites: data the caller gives replaces the map, and an
// object handed to another function first may change there.
func replaceData(ctx context.Context, c *kubernetes.Clientset, ns, name string, data map[string]string) error { // want replaceData:`^effects network\(config\)\((?:[^()]|\([^()]*\))*\) mutate!=\(config\)\(\(v1.ConfigMapInterface\).Update = \(\*gentype.Client\).Update\)$`
	cm, err := c.CoreV1().ConfigMaps(ns).Get(ctx, name, metav1.GetOptions{})
	if err != nil {
		return err
	}
	cm.Data = data
	_, err = c.CoreV1().ConfigMaps(ns).Update(ctx, cm, metav1.UpdateOptions{})
	return err
}

func relabel(ctx context.Context, c *kubernetes.Clientset, ns, name string) error { // want relabel:`^effects network\(config\)\((?:[^()]|\([^()]*\))*\) mutate!=\(config\)\(\(v1.PodInterface\).Update = \(\*gentype.Client\).Update\)$`
	pod, err := c.CoreV1().Pods(ns).Get(ctx, name, metav1.GetOptions{})
	if err != nil {
		return err
	}
	strip(pod)
	_, err = c.CoreV1().Pods(ns).Update(ctx, pod, metav1.UpdateOptions{})
	return err
}

func strip(pod *corev1.Pod) { pod.Labels = nil } // want strip:`^effects mutate!=@param0\(assignment to pod.Labels\)$`

// A scaler holds what its tool was asked for: the replicas it sets are
// the caller's, not the program's, so the update overwrites.
type scaler struct{ replicas int }

func (s *scaler) scale(ctx context.Context, c *kubernetes.Clientset, ns, name string) error { // want scale:`^effects network\(config\)\((?:[^()]|\([^()]*\))*\) mutate!=\(config\)\(\(v1.DeploymentInterface\).Update = \(\*gentype.Client\).Update\)$`
	d, err := c.AppsV1().Deployments(ns).Get(ctx, name, metav1.GetOptions{})
	if err != nil {
		return err
	}
	replicas := int32(s.replicas)
	d.Spec.Replicas = &replicas
	_, err = c.AppsV1().Deployments(ns).Update(ctx, d, metav1.UpdateOptions{})
	return err
}

// Labels merged in from the caller replace the values of those it names.
func label(ctx context.Context, c *kubernetes.Clientset, name string, labels map[string]string) error { // want label:`^effects network\(config\)\((?:[^()]|\([^()]*\))*\) mutate!=\(config\)\(\(v1.NamespaceInterface\).Update = \(\*gentype.Client\).Update\)$`
	ns, err := c.CoreV1().Namespaces().Get(ctx, name, metav1.GetOptions{})
	if err != nil {
		return err
	}
	for k, v := range labels {
		ns.Labels[k] = v
	}
	_, err = c.CoreV1().Namespaces().Update(ctx, ns, metav1.UpdateOptions{})
	return err
}

// pauseScaledObject sends back the object it read with one annotation the
// program fixes, through the unstructured object's accessors (the shape of
// wrkode/kube-mcp's KEDA pause): it sets, and loses nothing.
func pauseScaledObject(ctx context.Context, c dynamic.Interface, gvr schema.GroupVersionResource, ns, name string) error { // want pauseScaledObject:`^effects network\(config\)\((?:[^()]|\([^()]*\))*\) unknown@param1\(\(dynamic.Interface\).Resource \(an interface method annovet cannot follow\)\) mutate=\(config\)\(\(dynamic.ResourceInterface\).Update = \(\*dynamic.dynamicResourceClient\).Update\)$`
	obj, err := c.Resource(gvr).Namespace(ns).Get(ctx, name, metav1.GetOptions{})
	if err != nil {
		return err
	}
	annotations := obj.GetAnnotations()
	if annotations == nil {
		annotations = make(map[string]string)
	}
	annotations["autoscaling.keda.sh/paused"] = "true"
	obj.SetAnnotations(annotations)
	_, err = c.Resource(gvr).Namespace(ns).Update(ctx, obj, metav1.UpdateOptions{})
	return err
}

// replaceLabels gives the object the caller's labels through its setter:
// whatever labels it had are replaced.
func replaceLabels(ctx context.Context, c dynamic.Interface, gvr schema.GroupVersionResource, ns, name string, labels map[string]string) error { // want replaceLabels:`^effects network\(config\)\((?:[^()]|\([^()]*\))*\) unknown@param1\(\(dynamic.Interface\).Resource \(an interface method annovet cannot follow\)\) mutate!=\(config\)\(\(dynamic.ResourceInterface\).Update = \(\*dynamic.dynamicResourceClient\).Update\)$`
	obj, err := c.Resource(gvr).Namespace(ns).Get(ctx, name, metav1.GetOptions{})
	if err != nil {
		return err
	}
	obj.SetLabels(labels)
	_, err = c.Resource(gvr).Namespace(ns).Update(ctx, obj, metav1.UpdateOptions{})
	return err
}

// execIn runs the caller's command in a pod (kubectl exec): the exec
// request's options name the program, the list's first element, here the
// caller's.
func execIn(c *kubernetes.Clientset, ns, pod string, command []string) string { // want execIn:`^effects mutate\(config\)\(\(rest.Interface\).Post = (?:[^()]|\([^()]*\))*\) exec!\(program=param3\)\?\(\(\*rest.Request\).VersionedParams\)$`
	req := c.CoreV1().RESTClient().Post().Resource("pods").Namespace(ns).Name(pod).SubResource("exec")
	req.VersionedParams(&corev1.PodExecOptions{Command: command, Stdout: true}, scheme.ParameterCodec)
	return req.URL().String()
}

// podLogs gives the log request its options: nothing runs.
func podLogs(c *kubernetes.Clientset, ns, pod string) string { // want podLogs:`^effects network\(config\)\(\(rest.Interface\).Get = (?:[^()]|\([^()]*\))*\)$`
	req := c.CoreV1().RESTClient().Get().Resource("pods").Namespace(ns).Name(pod).SubResource("log")
	req.VersionedParams(&corev1.PodLogOptions{Follow: false}, scheme.ParameterCodec)
	return req.URL().String()
}
