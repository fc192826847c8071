// A source of the catalogue check's fixture (tests/data/catalogue-check): it uses two keys English has, one of a
// family English has that English lacks, and one of a family English has not at all.
const char* kKeys[] = {"page.title", "page.games", "page.missing"};
std::string heading() { return words("other.family"); }
