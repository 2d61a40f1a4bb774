# Sourced by .ci/apple/run.sh and .ci/renderers/run.sh (from the checkout's root): which Apple SDKs
# this machine has. Sets `sdks` (absolute SDK folders, iPhoneOS*.sdk and MacOSX*.sdk) and `origin`
# (where they were found, or why none was). First found wins:
#   1. HEADLESSFLOW_APPLE_SDKS: SDK folders, or folders holding them, separated by ':'.
#      HEADLESSFLOW_APPLE_SDKS=none means "pretend there is none" (how to test the no-SDK path);
#      set to anything else that names no SDK, it is an error (exit 1).
#   2. ../apple-sdks, beside the checkout (never inside it, so nothing of an SDK is committed).
#   3. ${XDG_DATA_HOME:-~/.local/share}/apple-sdks: one place per user, found from any clone.
#   4. On a Mac, Xcode's: `xcrun --show-sdk-path` for iphoneos and macosx.
# Whether an SDK is recent enough (interfaces by Swift 6.1 or later) is `apple_sdk_compiler`'s to say.

apple_user_sdks=${XDG_DATA_HOME:-$HOME/.local/share}/apple-sdks
sdks=()
origin="no SDK found: HEADLESSFLOW_APPLE_SDKS unset, no ../apple-sdks, no $apple_user_sdks, no xcrun"

apple_add_sdks() {
    local path sdk
    for path in "$@"; do
        [ -d "$path" ] || continue
        case $(basename "$path") in
            iPhoneOS*.sdk | MacOSX*.sdk) sdks+=("$(cd "$path" && pwd)") ;;
            *) for sdk in "$path"/iPhoneOS*.sdk "$path"/MacOSX*.sdk; do
                   [ -d "$sdk" ] && sdks+=("$(cd "$sdk" && pwd)")
               done ;;
        esac
    done
    return 0
}

if [ "${HEADLESSFLOW_APPLE_SDKS:-}" = none ]; then
    origin="HEADLESSFLOW_APPLE_SDKS=none"
elif [ -n "${HEADLESSFLOW_APPLE_SDKS:-}" ]; then
    IFS=: read -ra apple_listed <<< "$HEADLESSFLOW_APPLE_SDKS"
    apple_add_sdks "${apple_listed[@]}"
    origin=HEADLESSFLOW_APPLE_SDKS
    if [ ${#sdks[@]} -eq 0 ]; then
        echo "HEADLESSFLOW_APPLE_SDKS=$HEADLESSFLOW_APPLE_SDKS names no iPhoneOS*.sdk or MacOSX*.sdk" >&2
        exit 1
    fi
elif [ -d ../apple-sdks ]; then
    apple_add_sdks ../apple-sdks
    origin=../apple-sdks
elif [ -d "$apple_user_sdks" ]; then
    apple_add_sdks "$apple_user_sdks"
    origin=$apple_user_sdks
elif command -v xcrun > /dev/null 2>&1; then
    apple_add_sdks "$(xcrun --sdk iphoneos --show-sdk-path 2> /dev/null || true)" \
        "$(xcrun --sdk macosx --show-sdk-path 2> /dev/null || true)"
    origin=xcrun
fi

# The compiler that wrote SDK $1's standard-library interface ("Apple Swift version 6.2 ..."), or
# nothing. Interfaces older than Swift 6.1 give false errors with today's compiler.
apple_sdk_compiler() {
    sed -n 's|^// swift-compiler-version: ||p' "$1"/usr/lib/swift/Swift.swiftmodule/*.swiftinterface 2> /dev/null | head -n 1
}
apple_sdk_is_recent() {
    case $(apple_sdk_compiler "$1") in
        *"Swift version 6.0"* | *"Swift version 5"* | *"Swift version 4"* | "") return 1 ;;
    esac
    return 0
}
