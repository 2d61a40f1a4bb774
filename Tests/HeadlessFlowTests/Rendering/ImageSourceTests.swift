import HeadlessFlow
import XCTest

final class ImageSourceTests: XCTestCase {
    func testResolve_AssetOrSymbolOrNothing_AssetCatalogFirst() {
        let assets: Set<String> = ["Logo", "star"]
        var asked: [String] = []
        func resolve(_ name: String?) -> String {
            let source = ImageSource.resolve(name) { name in
                asked.append(name)
                return assets.contains(name)
            }
            return source.map { "\($0)" } ?? "none"
        }

        let resolved = [resolve("Logo"), resolve("star"), resolve("house"), resolve(nil), resolve("")]

        XCTAssertEqual(resolved, ["asset Logo", "asset star", "symbol house", "none", "none"])
        XCTAssertEqual(asked, ["Logo", "star", "house"])
    }

    func testImageName_SelectedOrNot_UsesTheSelectedImageOnlyWhenSelectedAndSet() {
        let both = ItemLabel(title: "Home", imageName: "house", selectedImageName: "house.fill")
        let one = ItemLabel(title: "Home", imageName: "house")
        let none = ItemLabel(title: "Home")

        XCTAssertEqual(
            [
                both.imageName(isSelected: false), both.imageName(isSelected: true),
                one.imageName(isSelected: false), one.imageName(isSelected: true),
                none.imageName(isSelected: true),
            ],
            ["house", "house.fill", "house", "house", nil])
    }
}
