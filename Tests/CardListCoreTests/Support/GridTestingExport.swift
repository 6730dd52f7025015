@_exported import GridTesting
