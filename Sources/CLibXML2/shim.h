// The parts of libxml2 the harness uses: the pull reader for specs,
// the tree API, and the XSD validator for schema checks.
#include <libxml/parser.h>
#include <libxml/tree.h>
#include <libxml/xmlreader.h>
#include <libxml/xmlschemas.h>
#include <libxml/xmlerror.h>
