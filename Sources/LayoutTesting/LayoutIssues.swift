#if PURELAYOUT_HEADLESS
import Foundation
import HeadlessLayout
#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// Turns layout problems into test failures recorded on the running test: a Swift Testing issue inside a
/// Swift Testing test, an `XCTFail` inside an XCTest test. Nothing traps and nothing is printed.
public enum LayoutIssues {
    /// Where an issue is recorded: the file, line and column of the check that found it.
    public struct Location: Sendable {
        /// `#fileID` of the check.
        public let fileID: String
        /// `#filePath` of the check (XCTest reports by path).
        public let filePath: StaticString
        /// `#line` of the check.
        public let line: Int
        /// `#column` of the check.
        public let column: Int

        /// Makes a location; the defaults are the caller's.
        /// - Parameters:
        ///   - fileID: `#fileID` of the check.
        ///   - filePath: `#filePath` of the check.
        ///   - line: `#line` of the check.
        ///   - column: `#column` of the check.
        public init(
            fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column
        ) {
            self.fileID = fileID
            self.filePath = filePath
            self.line = line
            self.column = column
        }
    }

    /// Records one issue per finding on the current test, at the caller's line.
    /// - Parameters:
    ///   - findings: What to record.
    ///   - fileID: The caller's `#fileID`.
    ///   - filePath: The caller's `#filePath`.
    ///   - line: The caller's `#line`.
    ///   - column: The caller's `#column`.
    public static func record(
        _ findings: [LayoutFinding], fileID: String = #fileID, filePath: StaticString = #filePath,
        line: Int = #line, column: Int = #column
    ) {
        let location = Location(fileID: fileID, filePath: filePath, line: line, column: column)
        for finding in findings {
            record(finding.description, at: location)
        }
    }

    /// Records `message` as an issue on the current test: Swift Testing's when one is running, else XCTest's.
    static func record(_ message: String, at location: Location) {
        #if canImport(Testing)
        if Test.current != nil {
            let sourceLocation = SourceLocation(
                fileID: location.fileID, filePath: location.filePath.description, line: location.line, column: location.column)
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
            return
        }
        #endif
        #if canImport(XCTest)
        XCTFail(message, file: location.filePath, line: UInt(location.line))
        #else
        print("LayoutTesting: \(message)")
        #endif
    }
}

/// Runs layout code with every PureLayout failure and HeadlessLayout report it raises recorded as an issue on
/// the running test (at this call), instead of trapping or printing. Wrap a test's layout code in it; to test a
/// layout that is meant to fail, wrap it in Swift Testing's `withKnownIssue` as well.
/// - Parameters:
///   - fileID: The caller's `#fileID` (issues are recorded at the caller).
///   - filePath: The caller's `#filePath`.
///   - line: The caller's `#line`.
///   - column: The caller's `#column`.
///   - body: The layout code.
/// - Returns: What `body` returns.
/// - Throws: What `body` throws.
@discardableResult
public func withLayoutIssuesRecorded<R>(
    fileID: String = #fileID, filePath: StaticString = #filePath, line: Int = #line, column: Int = #column,
    _ body: () throws -> R
) rethrows -> R {
    let (result, findings) = try LayoutCapture.capture(body)
    LayoutIssues.record(findings, fileID: fileID, filePath: filePath, line: line, column: column)
    return result
}
#endif
