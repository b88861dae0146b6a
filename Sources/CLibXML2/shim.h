// The parts of libxml2 the harness uses: the SAX2 push parser for specs (parserInternals.h
// for xmlSwitchToEncoding), the pull reader and tree API, and the XSD validator for schema checks.
#include <libxml/xmlversion.h>
// libxml2 built with ICU declares ICU's UErrorCode, which clashes with Foundation's copy
// in any Swift file that imports both; the harness uses no ICU feature of libxml2.
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/tree.h>
#include <libxml/xmlreader.h>
#include <libxml/xmlschemas.h>
#include <libxml/xmlerror.h>
