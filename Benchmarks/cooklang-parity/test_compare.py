"""Tests of compare.py's conversion and comparison on hand-made cooklang-rs output.

Run: python3 -m unittest discover -s Benchmarks/cooklang-parity
Standard library only; no binary and no corpus needed.
"""
import copy
import unittest

import compare


def reference():
    """cooklang-rs's model (as reference.py writes it) of a small two-step recipe:

    = Dough
    Mix @flour{100%g} and @salt{=10%g} with @./sauces/Hollandaise{}.

    Rest ~rise{1%hour}, then ~{5%mins}.
    """
    return {
        "sections": [{"name": "Dough", "content": [
            {"type": "step", "items": [
                {"type": "text", "value": "Mix "},
                {"type": "ingredient", "index": 0},
                {"type": "text", "value": " and "},
                {"type": "ingredient", "index": 1},
                {"type": "text", "value": " with "},
                {"type": "ingredient", "index": 2},
            ]},
            {"type": "note", "text": "a note is not a step"},
            {"type": "step", "items": [
                {"type": "text", "value": "Rest "},
                {"type": "timer", "index": 0},
                {"type": "text", "value": ", then "},
                {"type": "timer", "index": 1},
            ]},
        ]}],
        "ingredients": [
            {"name": "flour", "quantity": {"value": {"type": "number", "value": 100.0}, "unit": "g"},
             "reference": None, "fixed": False},
            {"name": "salt", "quantity": {"value": {"type": "number", "value": 10.0}, "unit": "g"},
             "reference": None, "fixed": True},
            {"name": "Hollandaise", "quantity": None, "reference": "./sauces/Hollandaise", "fixed": None},
        ],
        "timers": [
            {"name": "rise", "quantity": {"value": {"type": "number", "value": 1.0}, "unit": "hour"}},
            {"name": "", "quantity": {"value": {"type": "number", "value": 5.0}, "unit": "mins"}},
        ],
    }


def ours():
    """The same recipe as `recipes show --json` would give it, matching the reference."""
    return [
        {"section": "Dough", "text": "Mix 100 g flour and 10 g salt with Hollandaise", "ingredients": [
            {"name": "flour", "quantity": 100, "unit": "g", "fixed": False},
            {"name": "salt", "quantity": 10, "unit": "g", "fixed": True},
            {"name": "./sauces/Hollandaise", "quantity": None, "unit": None, "fixed": False},
        ], "timers": []},
        {"section": "Dough", "text": "Rest 1 hour, then 5 mins", "ingredients": [], "timers": [
            {"name": "rise", "seconds": 3600},
            {"name": None, "seconds": 300},
        ]},
    ]


def differences(our_steps, strict=False):
    counted, _ = compare.step_differences(our_steps, compare.reference_steps(reference()), strict)
    return counted


class ConversionTests(unittest.TestCase):
    def test_steps_in_order_without_notes_with_section(self):
        steps = compare.reference_steps(reference())
        self.assertEqual([s["section"] for s in steps], ["Dough", "Dough"])
        self.assertEqual([i["name"] for i in steps[0]["ingredients"]], ["flour", "salt", "Hollandaise"])

    def test_timer_seconds_from_cooklang_time_units_only(self):
        timers = compare.reference_steps(reference())[1]["timers"]
        self.assertEqual(timers[0]["seconds"], 3600)
        self.assertIsNone(timers[1]["seconds"], "'mins' is not in cooklang-rs's time units")
        self.assertIsNone(timers[1]["name"])


class ComparisonTests(unittest.TestCase):
    def test_matching_steps_have_no_difference(self):
        self.assertEqual(differences(ours()), [])

    def test_a_merged_amount_is_a_difference(self):
        steps = ours()
        steps[0]["ingredients"][0]["quantity"] = 500
        self.assertEqual(len(differences(steps)), 1)
        self.assertIn("quantity 500", differences(steps)[0])

    def test_a_lost_fixed_flag_is_a_difference(self):
        steps = ours()
        steps[0]["ingredients"][1]["fixed"] = False
        self.assertIn("fixed", differences(steps)[0])

    def test_fixed_is_not_compared_where_the_reference_cannot_tell(self):
        steps = ours()
        steps[0]["ingredients"][2]["fixed"] = True
        self.assertEqual(differences(steps), [])

    def test_a_step_split_in_two_is_a_difference(self):
        steps = ours()
        steps.insert(1, copy.deepcopy(steps[1]))
        self.assertIn("3 steps vs 2", differences(steps)[0])

    def test_numbers_within_tolerance_only(self):
        steps = ours()
        steps[0]["ingredients"][0]["quantity"] = 100.0000000001
        self.assertEqual(differences(steps), [])
        steps[0]["ingredients"][0]["quantity"] = 100.01
        self.assertEqual(len(differences(steps)), 1)

    def test_unit_spelling_counts(self):
        steps = ours()
        steps[0]["ingredients"][0]["unit"] = "grams"
        self.assertIn("unit", differences(steps)[0])

    def test_timer_without_reference_seconds_compared_by_name_unless_strict(self):
        steps = ours()
        steps[1]["timers"][1]["seconds"] = 300
        self.assertEqual(differences(steps), [])
        self.assertEqual(len(differences(steps, strict=True)), 1)
        steps[1]["timers"][0]["seconds"] = 60
        self.assertIn("timer seconds", differences(steps)[0])

    def test_modifier_prefix_only_with_the_flag(self):
        ref = reference()
        ref["ingredients"][0]["name"] = "&flour"
        theirs = compare.reference_steps(ref)
        self.assertEqual(len(compare.step_differences(ours(), theirs, False)[0]), 1)
        compare.EXTENDED_MODIFIERS = True
        try:
            self.assertEqual(compare.step_differences(ours(), theirs, False)[0], [])
        finally:
            compare.EXTENDED_MODIFIERS = False


if __name__ == "__main__":
    unittest.main()
