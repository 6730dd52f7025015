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
fn=(1) loop
0 5
cfn=(2) small
calls=1 0
0 30
cfn=(3) big
calls=1 0
0 2000
fn=(2)
0 30
fn=(3) big
0 100
cob=(2) /lib/libc.so.6
cfn=(4) memcpy
calls=3 0
0 900
cfn=(5) leaf
calls=2 0
0 0
fn=(5)
0 0
fn=(6) other
0 7
fn=(7) 0x00000000003fca00
0 9
ob=(2)
fn=(4)
0 900
"""


class FunctionsRunTests(unittest.TestCase):
    def functions(self, binary):
        with tempfile.NamedTemporaryFile("w", suffix=".out", delete=False) as dump:
            dump.write(DUMP)
        try:
            return link_order.functions_run(dump.name, binary=binary)
        finally:
            os.remove(dump.name)

    def test_the_binarys_functions_that_ran_in_the_order_the_calls_reach_them(self):
        # `small` before `big` although it ran less: `loop` calls it first. `leaf` ran no
        # instruction of its own; `other`, called by nothing listed, comes after the walk.
        # Code known only by its address is left out: the linker has no name for it.
        self.assertEqual(self.functions("/bin/prog"), ["loop", "small", "big", "other"])

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
