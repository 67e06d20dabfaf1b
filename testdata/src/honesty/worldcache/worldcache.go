// Package worldcache has read-only tools that remember what they read from
// an API (the shape of grafana/mcp-grafana's datasource routes): the ids
// fetched are stored in a package-level sync.Map and a map, keyed by what
// the API returned, and read back later to build request paths. Storing a
// copy of what the server read is a cache, not a change. So is a discovery
// cache that a refresh empties and refills from what an interface's
// implementation reads (the shape of wrkode/kube-mcp's CRDDiscovery): every
// entry put in it is a copy of the world, and emptying it evicts. A tool
// that stores what its caller sent is still reported, and so is one that
// empties data its callers stored.
//
// A page fetched by its address and stored under that address (the shape
// of zfullio/mcp-go-navigator's package cache, keyed by the directory it
// loads) is memoization: the key is what chose the read, so a later lookup
// sees what reading again would; re-storing an entry read from the cache
// with its access time touched, and evicting old entries, change nothing
// either. A page stored under a name the caller gives (a bookmark) is the
// caller's data: the name chose nothing the server read.
package worldcache

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

const baseURL = "https://api.example.com"

type datasource struct {
	ID   int64  `json:"id"`
	UID  string `json:"uid"`
	Name string `json:"name"`
}

type route struct {
	id  int64
	uid string
}

var (
	routes  sync.Map // uid -> route
	byName  = map[string]int64{}
	byNameM sync.Mutex
	labels  = map[string]string{}
)

func fetchDatasources(ctx context.Context) ([]datasource, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, baseURL+"/api/datasources", nil)
	if err != nil {
		return nil, err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	var out []datasource
	return out, json.NewDecoder(resp.Body).Decode(&out)
}

func remember(ds datasource) {
	routes.Store(ds.UID, route{id: ds.ID, uid: ds.UID})
	byNameM.Lock()
	byName[ds.Name] = ds.ID
	byNameM.Unlock()
}

// routeFor reads the cache back to build a request path.
func routeFor(uid string) (int64, bool) {
	if v, ok := routes.Load(uid); ok {
		return v.(route).id, true
	}
	return 0, false
}

func Register(srv *server.MCPServer) {
	srv.AddTool(mcp.NewTool("list_datasources", mcp.WithTitleAnnotation("List Datasources"),
		mcp.WithReadOnlyHintAnnotation(true), mcp.WithOpenWorldHintAnnotation(false)),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			dss, err := fetchDatasources(ctx)
			if err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			for _, ds := range dss {
				remember(ds)
			}
			return mcp.NewToolResultText("ok"), nil
		})
	srv.AddTool(mcp.NewTool("get_datasource", mcp.WithTitleAnnotation("Get Datasource"),
		mcp.WithReadOnlyHintAnnotation(true), mcp.WithOpenWorldHintAnnotation(false)),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if _, ok := routeFor(req.GetString("uid", "")); ok {
				return mcp.NewToolResultText("cached"), nil
			}
			dss, err := fetchDatasources(ctx)
			if err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			for _, ds := range dss {
				if ds.UID == req.GetString("uid", "") {
					remember(ds)
				}
			}
			return mcp.NewToolResultText("ok"), nil
		})
	// The label comes from the caller: data a later call reads back.
	srv.AddTool(mcp.NewTool("label_datasource", mcp.WithTitleAnnotation("Label Datasource"),
		mcp.WithReadOnlyHintAnnotation(true), // want `tool "label_datasource" is marked read-only, but its handler changes state: assignment to labels\[uid\];`
		mcp.WithOpenWorldHintAnnotation(false)),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			uid := req.GetString("uid", "")
			labels[uid] = req.GetString("label", "")
			return mcp.NewToolResultText(labels[uid]), nil
		})
	srv.AddTool(mcp.NewTool("list_kinds", mcp.WithTitleAnnotation("List Kinds"),
		mcp.WithReadOnlyHintAnnotation(true), mcp.WithOpenWorldHintAnnotation(false)),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			if err := kinds.refresh(ctx); err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			return mcp.NewToolResultText(kinds.lookup(req.GetString("kind", ""))), nil
		})
	srv.AddTool(mcp.NewTool("fetch_page", mcp.WithTitleAnnotation("Fetch Page"),
		mcp.WithReadOnlyHintAnnotation(true), mcp.WithOpenWorldHintAnnotation(true)),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			body, err := pageCached(ctx, req.GetString("path", ""))
			if err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			evictPages()
			return mcp.NewToolResultText(body), nil
		})
	srv.AddTool(mcp.NewTool("bookmark_page", mcp.WithTitleAnnotation("Bookmark Page"),
		mcp.WithReadOnlyHintAnnotation(true), // want `tool "bookmark_page" is marked read-only, but its handler changes state: worldcache.bookmark -> assignment to bookmarks\[ref.Name\];`
		mcp.WithOpenWorldHintAnnotation(true)),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			ref := pageRef{Name: req.GetString("name", ""), Path: req.GetString("path", "")}
			if err := bookmark(ctx, ref); err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			return mcp.NewToolResultText(ref.Name), nil
		})
	srv.AddTool(mcp.NewTool("get_bookmark", mcp.WithTitleAnnotation("Get Bookmark"),
		mcp.WithReadOnlyHintAnnotation(true), mcp.WithOpenWorldHintAnnotation(false)),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return mcp.NewToolResultText(bookmarks[req.GetString("name", "")]), nil
		})
	srv.AddTool(mcp.NewTool("clear_labels", mcp.WithTitleAnnotation("Clear Labels"),
		mcp.WithReadOnlyHintAnnotation(true), // want `tool "clear_labels" is marked read-only, but its handler changes state: assignment to labels;`
		mcp.WithOpenWorldHintAnnotation(false)),
		func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			labels = map[string]string{}
			return mcp.NewToolResultText("cleared"), nil
		})
}

// A lister reads the kinds the API serves; apiLister is the program's one
// implementation.
type lister interface {
	List(ctx context.Context) ([]string, error)
}

type apiLister struct{ base string }

func (l apiLister) List(ctx context.Context) ([]string, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, l.base+"/api/kinds", nil)
	if err != nil {
		return nil, err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	var out []string
	return out, json.NewDecoder(resp.Body).Decode(&out)
}

// discovery caches the kinds for a while; refresh empties and refills it.
type discovery struct {
	src   lister
	mu    sync.Mutex
	cache map[string]string
	at    time.Time
}

var kinds = &discovery{src: apiLister{base: baseURL}, cache: map[string]string{}}

func (d *discovery) refresh(ctx context.Context) error {
	d.mu.Lock()
	defer d.mu.Unlock()
	if !d.at.IsZero() && time.Since(d.at) < time.Minute {
		return nil
	}
	all, err := d.src.List(ctx)
	if err != nil {
		return err
	}
	d.cache = make(map[string]string)
	for _, k := range all {
		d.cache[strings.ToLower(k)] = k
	}
	d.at = time.Now()
	return nil
}

func (d *discovery) lookup(kind string) string {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.cache[strings.ToLower(kind)]
}

// fetchPage reads a page of the API: a GET.
func fetchPage(ctx context.Context, path string) (string, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, baseURL+path, nil)
	if err != nil {
		return "", err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	var sb strings.Builder
	_, err = io.Copy(&sb, resp.Body)
	return sb.String(), err
}

type cachedPage struct {
	body       string
	fetched    time.Time
	lastAccess time.Time
	hits       int
}

var (
	pages = struct {
		sync.RWMutex
		byPath map[string]cachedPage
	}{byPath: map[string]cachedPage{}}
	bookmarks = map[string]string{}
)

// pageCached memoizes fetchPage by the path it reads: a fresh entry is
// touched and re-stored, a stale or missing one fetched again.
func pageCached(ctx context.Context, path string) (string, error) {
	key := cacheKey(path)
	pages.RLock()
	item, ok := pages.byPath[key]
	pages.RUnlock()
	if ok {
		stale := time.Since(item.fetched) > time.Minute
		if !stale {
			item.lastAccess = time.Now()
			item.hits = item.hits + 1
			pages.Lock()
			pages.byPath[key] = item
			pages.Unlock()
			return item.body, nil
		}
	}
	body, err := fetchPage(ctx, path)
	if err != nil {
		return "", err
	}
	pages.Lock()
	pages.byPath[key] = cachedPage{body: body, fetched: time.Now(), lastAccess: time.Now()}
	pages.Unlock()
	return body, nil
}

// A pageRef names a page to keep: the page at Path, under Name.
type pageRef struct{ Name, Path string }

// bookmark keeps the page ref.Path names under ref.Name: the path chose
// the read, the name chose nothing the entry carries.
func bookmark(ctx context.Context, ref pageRef) error {
	resp, err := http.Get(baseURL + ref.Path)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		return err
	}
	bookmarks[ref.Name] = string(body)
	return nil
}

func cacheKey(path string) string { return strings.TrimSuffix(path, "/") }

// evictPages drops the pages no call has used for an hour.
func evictPages() {
	pages.Lock()
	defer pages.Unlock()
	for k, item := range pages.byPath {
		if time.Since(item.lastAccess) > time.Hour {
			delete(pages.byPath, k)
		}
	}
}
