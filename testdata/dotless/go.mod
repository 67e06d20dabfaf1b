module dotless

go 1.26
