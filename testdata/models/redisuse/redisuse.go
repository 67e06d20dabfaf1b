// want package:"analyzed" package:"exported Count Delete Exec"

// Package redisuse calls go-redis's generic executor the way tool handlers
// do: the command it names decides what the call does.
package redisuse

import (
	"context"

	"github.com/redis/go-redis/v9"
)

func Get(ctx context.Context, c *redis.Client, key string) (any, error) {
	return c.Do(ctx, "GET", key).Result()
}

func Delete(ctx context.Context, c *redis.Client, key string) error { // want Delete:`^effects delete!\(\(redis.cmdable\).Do\)$`
	return c.Do(ctx, "DEL", key).Err()
}

func Count(ctx context.Context, c *redis.Client, key string) error { // want Count:`^effects mutate\+\(\(redis.cmdable\).Do\)$`
	return c.Do(ctx, "INCR", key).Err()
}

// Exec runs the command its caller names, as a passthrough's handler does
// (append([]any{command}, args...)...).
func Exec(ctx context.Context, c *redis.Client, command string, args ...any) (any, error) { // want Exec:`^effects mutate\(redis=param2\)\(\(redis.cmdable\).Do\)$`
	return c.Do(ctx, append([]any{command}, args...)...).Result()
}
