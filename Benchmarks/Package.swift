// swift-tools-version:6.2
import PackageDescription

// Benchmarks for the Carousel library: a package of its own, so that the root package stays free
// of dependencies and of benchmark code. Run it with
//   swift run -c release --package-path Benchmarks CarouselBenchmarks
// `name:` pins the dependency's name, which SwiftPM would otherwise derive from the folder of the
// checkout (any name, in a clone).

let strict: [SwiftSetting] = [.treatAllWarnings(as: .error)]

let package = Package(
    name: "CarouselBenchmarks",
    // ContinuousClock needs these; the library itself needs less.
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    dependencies: [
        .package(name: "Carousel", path: "..")
    ],
    targets: [
        // Wraps malloc and friends in the benchmark executable itself (Linux/glibc), so every heap
        // allocation of the process, the Swift runtime's included, is counted exactly.
        .target(
            name: "AllocationCounter",
            // Valgrind 3.19 (Debian 12) cannot read clang's default DWARF 5 and refuses to run the
            // binary; Swift objects already use DWARF 4. Unsafe flags are fine here: this package
            // is only ever the root package, never a dependency.
            cSettings: [.unsafeFlags(["-gdwarf-4"])],
            linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]
        ),
        .executableTarget(
            name: "CarouselBenchmarks",
            dependencies: [
                "AllocationCounter",
                .product(name: "Carousel", package: "Carousel"),
                .product(name: "CarouselSimulation", package: "Carousel"),
            ],
            swiftSettings: strict
        ),
    ],
    swiftLanguageModes: [.v6]
)
