// want package:"analyzed"

// Package jwtuse verifies tokens with golang-jwt, as servers that check a
// caller's bearer token do: parsing, verifying and signing happen in
// memory, through signing methods looked up in a registry of
// constructors, and have no effect (no fact below).
package jwtuse

import "github.com/golang-jwt/jwt/v5"

// verify parses and verifies a token signed with a shared key.
func verify(token string, key []byte) (jwt.MapClaims, error) {
	claims := jwt.MapClaims{}
	_, err := jwt.ParseWithClaims(token, claims, func(*jwt.Token) (any, error) { return key, nil })
	return claims, err
}

// sign signs claims with a shared key.
func sign(claims jwt.MapClaims, key []byte) (string, error) {
	return jwt.NewWithClaims(jwt.SigningMethodHS256, claims).SignedString(key)
}

var _, _ = verify, sign
