// swift-tools-version:6.2
// A libFuzzer target for the library, kept out of the root package so that it stays
// dependency-free. See README.md here for how to build and run it.
import PackageDescription

let package = Package(
    name: "CarouselFuzz",
    platforms: [.macOS(.v10_15)],
    dependencies: [.package(name: "Carousel", path: "..")],
    targets: [
        .executableTarget(
            name: "CarouselFuzz", dependencies: [.product(name: "Carousel", package: "Carousel")],
            swiftSettings: [.treatAllWarnings(as: .error)])
    ],
    swiftLanguageModes: [.v6]
)
