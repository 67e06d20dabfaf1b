// want package:"analyzed"

// Package s3use calls the AWS SDK for Go v2's S3 client as MCP servers do,
// directly and through an interface the program declares over it (the
// shape txn2/mcp-s3 tests with): each operation is what S3's API documents,
// decided by the catalogue's rows rather than the SDK's middleware stack,
// whose handlers are function values annovet cannot follow.
package s3use

import (
	"context"
	"strings"
	"time"

	"github.com/aws/aws-sdk-go-v2/service/s3"
)

// API is the program's interface over *s3.Client: its methods are the
// client's, which the rows model.
type API interface {
	PutObject(ctx context.Context, params *s3.PutObjectInput, optFns ...func(*s3.Options)) (*s3.PutObjectOutput, error)
	DeleteObject(ctx context.Context, params *s3.DeleteObjectInput, optFns ...func(*s3.Options)) (*s3.DeleteObjectOutput, error)
}

// get and list read.
func get(ctx context.Context, c *s3.Client, bucket, key string) error { // want get:`^effects network\(config\)\(\(\*s3.Client\).GetObject\)$`
	out, err := c.GetObject(ctx, &s3.GetObjectInput{Bucket: &bucket, Key: &key})
	if err != nil {
		return err
	}
	return out.Body.Close()
}

func list(ctx context.Context, c *s3.Client, bucket string) (int, error) { // want list:`^effects network\(config\)\(\(\*s3.Client\).ListObjectsV2\)$`
	out, err := c.ListObjectsV2(ctx, &s3.ListObjectsV2Input{Bucket: &bucket})
	if err != nil {
		return 0, err
	}
	return len(out.Contents), nil
}

// put stores an object at the key whatever was there: it replaces, and a
// repeat changes nothing more; so does a copy to the destination key.
func put(ctx context.Context, c API, bucket, key, body string) error { // want put:`^effects mutate!=\(config\)\(\(s3use.API\).PutObject = \(\*s3.Client\).PutObject\)$`
	_, err := c.PutObject(ctx, &s3.PutObjectInput{Bucket: &bucket, Key: &key, Body: strings.NewReader(body)})
	return err
}

func copyObject(ctx context.Context, c *s3.Client, src, bucket, key string) error { // want copyObject:`^effects mutate!=\(config\)\(\(\*s3.Client\).CopyObject\)$`
	_, err := c.CopyObject(ctx, &s3.CopyObjectInput{CopySource: &src, Bucket: &bucket, Key: &key})
	return err
}

// remove deletes the object.
func remove(ctx context.Context, c API, bucket, key string) error { // want remove:`^effects delete!\(config\)\(\(s3use.API\).DeleteObject = \(\*s3.Client\).DeleteObject\)$`
	_, err := c.DeleteObject(ctx, &s3.DeleteObjectInput{Bucket: &bucket, Key: &key})
	return err
}

// startUpload begins another multipart upload on every call.
func startUpload(ctx context.Context, c *s3.Client, bucket, key string) (string, error) { // want startUpload:`^effects mutate\+\(config\)\(\(\*s3.Client\).CreateMultipartUpload\)$`
	out, err := c.CreateMultipartUpload(ctx, &s3.CreateMultipartUploadInput{Bucket: &bucket, Key: &key})
	if err != nil {
		return "", err
	}
	return *out.UploadId, nil
}

// presign only signs a URL: no request is sent.
func presign(ctx context.Context, c *s3.Client, bucket, key string) (string, error) {
	req, err := s3.NewPresignClient(c).PresignGetObject(ctx, &s3.GetObjectInput{Bucket: &bucket, Key: &key}, s3.WithPresignExpires(time.Hour))
	if err != nil {
		return "", err
	}
	return req.URL, nil
}
