// The purchase area's entry: what other features use of it. Nothing yet: its pages (the public
// program page, checkout, My programs) load through routes.ts.
export {};
