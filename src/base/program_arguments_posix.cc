#include "base/program_arguments.h"

namespace tenbou {

std::vector<std::string> utf8_arguments(int argc, char** argv) { return {argv, argv + argc}; }

}  // namespace tenbou
