#!/usr/bin/env bash
# make_dmg.sh APP DMG: a compressed disk image with the app and a link to /Applications.
# Signing and notarization run only when their secrets are in the environment, and say so when skipped:
#   MACOS_CODESIGN_IDENTITY                       "Developer ID Application: Name (TEAMID)", in the keychain
#   APPLE_ID, APPLE_TEAM_ID, APPLE_APP_PASSWORD   an app-specific password for notarytool
set -euo pipefail
app="${1:?usage: make_dmg.sh APP DMG}"
dmg="${2:?usage: make_dmg.sh APP DMG}"
here="$(cd "$(dirname "$0")" && pwd)"
[ -d "$app" ] || { echo "make_dmg: $app does not exist (build first)" >&2; exit 1; }

if [ -n "${MACOS_CODESIGN_IDENTITY:-}" ]; then
  # PyInstaller already signed every binary inside with this identity; sign the bundle itself last.
  codesign --force --options runtime --timestamp --entitlements "$here/entitlements.plist" \
    --sign "$MACOS_CODESIGN_IDENTITY" "$app"
  codesign --verify --deep --strict --verbose=2 "$app"
else
  echo "codesign: skipped (MACOS_CODESIGN_IDENTITY is not set); the app keeps PyInstaller's ad-hoc signature," \
       "so Gatekeeper will ask users to confirm the first start (docs/INSTALL.md)"
fi

staging="$(mktemp -d)"
trap 'rm -rf "$staging"' EXIT
cp -R "$app" "$staging/"
ln -s /Applications "$staging/Applications"
rm -f "$dmg"
hdiutil create -volname "Whisper Subtitler" -srcfolder "$staging" -fs HFS+ -format UDZO -imagekey zlib-level=9 "$dmg"

if [ -n "${MACOS_CODESIGN_IDENTITY:-}" ]; then
  codesign --force --timestamp --sign "$MACOS_CODESIGN_IDENTITY" "$dmg"
fi
if [ -n "${MACOS_CODESIGN_IDENTITY:-}" ] && [ -n "${APPLE_ID:-}" ] && [ -n "${APPLE_TEAM_ID:-}" ] \
   && [ -n "${APPLE_APP_PASSWORD:-}" ]; then
  xcrun notarytool submit "$dmg" --apple-id "$APPLE_ID" --team-id "$APPLE_TEAM_ID" \
    --password "$APPLE_APP_PASSWORD" --wait
  xcrun stapler staple "$dmg"
else
  echo "notarize: skipped (needs MACOS_CODESIGN_IDENTITY, APPLE_ID, APPLE_TEAM_ID and APPLE_APP_PASSWORD)"
fi
echo "dmg: $dmg"
