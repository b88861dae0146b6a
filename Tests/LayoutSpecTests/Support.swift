import XCTest
@testable import LayoutSpec
