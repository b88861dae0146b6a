#!/usr/bin/env bash
# Installs what building and testing LayoutHarness needs and the machine lacks; does nothing
# when everything is there. Debian packages: libxml2 (specs), HarfBuzz and ICU (measuring
# text), the Inter font (the system font's stand-in), pkg-config. Then the LP oracle of the
# differential test (scripts/install-oracle.sh). Run it once on a new machine, as root.
set -euo pipefail
cd "$(dirname "$0")/.."

missing=()
command -v pkg-config >/dev/null 2>&1 || missing+=(pkg-config)
pkg-config --exists libxml-2.0 2>/dev/null || missing+=(libxml2-dev)
pkg-config --exists harfbuzz 2>/dev/null || missing+=(libharfbuzz-dev)
pkg-config --exists icu-uc 2>/dev/null || missing+=(libicu-dev)
[ -f /usr/share/fonts/opentype/inter/Inter-Regular.otf ] || missing+=(fonts-inter)
if [ "${#missing[@]}" -gt 0 ]; then
  echo "setup: installing ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq "${missing[@]}"
fi
echo "setup: libxml2 $(pkg-config --modversion libxml-2.0), harfbuzz $(pkg-config --modversion harfbuzz), icu $(pkg-config --modversion icu-uc), Inter $(ls /usr/share/fonts/opentype/inter/Inter-Regular.otf)"

bash scripts/install-oracle.sh
