@_exported import HeadlessLayout
