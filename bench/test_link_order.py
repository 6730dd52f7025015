"""The link order's readers: callgrind's dump and objdump's symbol table."""

import os
import tempfile
import unittest

import link_order

DUMP = """\
version: 1
events: Ir
ob=(1) /bin/prog
fl=(1) a.swift
fn=(1) hot
0 50
cob=(2) /lib/libc.so.6
cfn=(2) memcpy
calls=3 0
0 900
fn=(3) warm
0 5
ob=(2)
fn=(2)
0 700
ob=(1)
fn=(4) idle
0 0
fn=(3)
0 10
"""


class FunctionsRunTests(unittest.TestCase):
    def functions(self, binary):
        with tempfile.NamedTemporaryFile("w", suffix=".out", delete=False) as dump:
            dump.write(DUMP)
        try:
            return link_order.functions_run(dump.name, binary=binary)
        finally:
            os.remove(dump.name)

    def test_only_the_binarys_functions_that_ran_most_first(self):
        # A call's inclusive cost (900) is not memcpy's own nor hot's; warm's two lines add up.
        self.assertEqual(self.functions("/bin/prog"), ["hot", "warm"])

    def test_a_function_named_first_at_a_call_keeps_its_object(self):
        self.assertEqual(self.functions("/lib/libc.so.6"), ["memcpy"])


class PlainTextSymbolsTests(unittest.TestCase):
    def test_only_symbols_in_a_plain_text_section(self):
        listing = (
            "Swift.o:     file format elf64-x86-64\n\n"
            "SYMBOL TABLE:\n"
            "000000000005bcf0 l     F .text\t00000000000000b7 $ss6HasherV8_combineyySuFTm\n"
            "0000000000000000 g     F .text.$sSS6appendyySSF\t0000000000000040 $sSS6appendyySSF\n"
            "0000000000000000 g     F .text\t0000000000000010 .hidden swift_helper\n"
            "0000000000000000         *UND*\t0000000000000000 malloc\n"
        )
        self.assertEqual(link_order.plain_text_symbols(listing), {"$ss6HasherV8_combineyySuFTm", "swift_helper"})


if __name__ == "__main__":
    unittest.main()
