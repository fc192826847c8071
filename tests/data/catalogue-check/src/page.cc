// A source of the catalogue check's fixture (tests/data/catalogue-check): it uses two keys English has and one it
// has not.
const char* kKeys[] = {"page.title", "page.games", "page.missing"};
