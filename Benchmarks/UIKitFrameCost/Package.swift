// swift-tools-version:6.2
import PackageDescription

// The frame cost of CarouselView on the UIKit stand-in, under callgrind: a package of its own
// (like Benchmarks/), since the stand-in is no product of the library. Its two library targets
// are folder symlinks to the adapter's sources and to the stand-in, compiled here as the
// adapter's tests compile them, under names of their own (target names are unique across a
// package graph): the adapter's `import UIKitStandIn` is aliased to the stand-in's name here.
// Unsafe flags are fine: this package is only ever a root package. Run
// `bash Benchmarks/UIKitFrameCost/measure.sh`.
// `name:` pins the dependency's name, which SwiftPM would otherwise derive from the folder of the
// checkout.

let standIn: [SwiftSetting] = [
    .treatAllWarnings(as: .error), .define("CAROUSEL_UIKIT_STAND_IN"),
]

let package = Package(
    name: "UIKitFrameCost",
    // The adapter's sources bring its words in five languages, as the library's manifest says.
    defaultLocalization: "en",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "Carousel", path: "../..")],
    targets: [
        .target(
            name: "FrameCostStandIn",
            dependencies: [.product(name: "CarouselSimulation", package: "Carousel")],
            swiftSettings: standIn),
        .target(
            name: "FrameCostUIKit",
            dependencies: [.product(name: "Carousel", package: "Carousel"), "FrameCostStandIn"],
            exclude: ["CarouselUIKit.docc"],
            swiftSettings: standIn + [
                .unsafeFlags(["-module-alias", "UIKitStandIn=FrameCostStandIn"])
            ]),
        .executableTarget(
            name: "UIKitFrameCost",
            dependencies: [
                "FrameCostUIKit", "FrameCostStandIn",
                .product(name: "Carousel", package: "Carousel"),
                .product(name: "CarouselSimulation", package: "Carousel"),
            ],
            swiftSettings: standIn),
    ],
    swiftLanguageModes: [.v6]
)
