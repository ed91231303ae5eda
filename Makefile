# Thin wrappers over the npm scripts (package.json is the source of truth).
.PHONY: install build start dev test check lint format migrate ci app

install:
	npm ci

build:
	npm run build

start:
	npm start

dev:
	npm run dev

lint:
	npm run lint

format:
	npm run format

check:
	npm run check

test:
	npm test

migrate:
	npm run migrate

app:
	npm run app

ci:
	npm run ci
