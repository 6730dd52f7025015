// A program that runs a list needs the parts it draws and the events it is sent, so one
// `import RowsTerminal` brings both.
@_exported import InputEvents
@_exported import Rows
