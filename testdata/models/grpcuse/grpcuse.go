// want package:"analyzed" package:"methods " package:"exported Describe"

// Package grpcuse calls a gRPC service through a client written as
// protoc-gen-go-grpc writes them (Temporal Cloud's and Argo CD's, which
// MCP servers call): each method is Invoke, or NewStream, on the
// connection with the method's full name. The name's verb decides, as a
// name does: a read is a read over the network; a change is one annovet
// only guesses at (~), undecided and never a finding; a name it cannot
// judge is the worst case. Closing the connection, and receiving from a
// stream, do nothing of their own.
package grpcuse

import (
	"context"

	"google.golang.org/grpc"
)

type Thing struct{ Name string }

type thingsClient struct{ cc grpc.ClientConnInterface }

func (c *thingsClient) GetThing(ctx context.Context, in *Thing) (*Thing, error) { // want GetThing:`^effects network\(config\)~\(\(grpc.ClientConnInterface\).Invoke -> \(GetThing\)\)$`
	out := new(Thing)
	err := c.cc.Invoke(ctx, "/things.v1.Things/GetThing", in, out)
	return out, err
}

func (c *thingsClient) DeleteThing(ctx context.Context, in *Thing) (*Thing, error) { // want DeleteThing:`^effects delete!\(config\)~\(\(grpc.ClientConnInterface\).Invoke -> \(DeleteThing\)\)$`
	out := new(Thing)
	err := c.cc.Invoke(ctx, "/things.v1.Things/DeleteThing", in, out)
	return out, err
}

func (c *thingsClient) SyncThing(ctx context.Context, in *Thing) (*Thing, error) { // want SyncThing:`^effects mutate!\(config\)\?\(\(grpc.ClientConnInterface\).Invoke -> \(SyncThing\)\)$`
	out := new(Thing)
	err := c.cc.Invoke(ctx, "/things.v1.Things/SyncThing", in, out)
	return out, err
}

var watchDesc = grpc.StreamDesc{StreamName: "WatchThings", ServerStreams: true}

// WatchThings reads: the stream's method is its third argument.
func (c *thingsClient) WatchThings(ctx context.Context, in *Thing) (*Thing, error) { // want WatchThings:`^effects network\(config\)~\(\(grpc.ClientConnInterface\).NewStream -> \(WatchThings\)\)$`
	stream, err := c.cc.NewStream(ctx, &watchDesc, "/things.v1.Things/WatchThings")
	if err != nil {
		return nil, err
	}
	if err := stream.SendMsg(in); err != nil {
		return nil, err
	}
	if err := stream.CloseSend(); err != nil {
		return nil, err
	}
	out := new(Thing)
	return out, stream.RecvMsg(out)
}

// Describe reads through a connection it closes: closing is plumbing.
func Describe(ctx context.Context, target string) (*Thing, error) { // want Describe:`^effects network\(host=param1\)\(grpc.NewClient\) network\(config\)~\(\(\*grpcuse.thingsClient\).GetThing -> \(grpc.ClientConnInterface\).Invoke -> \(GetThing\)\)$`
	conn, err := grpc.NewClient(target)
	if err != nil {
		return nil, err
	}
	defer conn.Close()
	c := &thingsClient{cc: conn}
	return c.GetThing(ctx, &Thing{Name: "a"})
}
