#!/usr/bin/env python3
"""The PureLayoutSwift benchmark workloads, run on kiwisolver (the reference Cassowary solver).

Every workload makes exactly the constraints of its Swift twin in Sources/Benchmarks/Workloads/ (same count,
same order, same constants), on four absolute variables per view (minX, minY, width, height). Required
constraints are required; a UIKit priority p < 1000 becomes kiwisolver.strength.create(0, p, 0). The root's
minX/minY are required to be 0 and its width/height are edit variables one level below required (a resize is
suggestValue). kiwisolver cannot change a constant in place, so the constant change removes the constraint and
adds it again with the new constant, as a kiwi user must.

Times cover the solver calls (building the variables and constraints and adding them; removeConstraint,
addConstraint, suggestValue, updateVariables), not reading the values back into Python. Every answer is
checked against the same closed-form frames as the Swift benchmark, untimed.

    python3 scripts/kiwi_workloads.py --help

This file holds the workload definitions and their closed forms; scripts/kiwi_measure.py times them. Each
(workload, N) runs in a child process with a time limit (default 300 s); a child writes its result after every
phase, so a phase that did not finish in time is reported as "> 300 s" and the finished ones are kept.
"""

import sys

WORKLOADS = ["siblings", "stack", "grid", "nesting", "chain"]
TINY = "tiny"
TINY_VIEWS = 10
INTRINSIC_HEIGHT = 44.0

kiwi = None  # imported in the child, so that --help works without kiwisolver


def strength(priority):
    """The kiwisolver strength for a UIKit priority."""
    if priority >= 1000:
        return kiwi.strength.required
    return kiwi.strength.create(0, priority, 0)


class Item:
    """A view: four absolute variables."""

    __slots__ = ("x", "y", "w", "h", "parent")

    def __init__(self, parent=None):
        self.x = kiwi.Variable()
        self.y = kiwi.Variable()
        self.w = kiwi.Variable()
        self.h = kiwi.Variable()
        self.parent = parent

    def attribute(self, name):
        """The expression of a layout attribute (left-to-right)."""
        if name == "leading":
            return self.x
        if name == "trailing":
            return self.x + self.w
        if name == "top":
            return self.y
        if name == "bottom":
            return self.y + self.h
        if name == "width":
            return self.w
        if name == "height":
            return self.h
        raise ValueError(name)

    def frame(self):
        """The frame relative to the parent, like UIKit's `frame`."""
        parent_x = self.parent.x.value() if self.parent is not None else 0.0
        parent_y = self.parent.y.value() if self.parent is not None else 0.0
        return (self.x.value() - parent_x, self.y.value() - parent_y, self.w.value(), self.h.value())


def make(first, first_attribute, relation, second=None, second_attribute=None, constant=0.0, priority=1000):
    """`first.attribute (relation) second.attribute × 1 + constant`, or `first.attribute (relation) constant`."""
    lhs = first.attribute(first_attribute)
    rhs = second.attribute(second_attribute) + constant if second is not None else constant
    if relation == "==":
        constraint = lhs == rhs
    elif relation == "<=":
        constraint = lhs <= rhs
    else:
        constraint = lhs >= rhs
    return constraint | strength(priority)


class Number:
    """A constant standing where a variable would (the fixed root's origin), with a variable's `value()`."""

    __slots__ = ("number",)

    def __init__(self, number):
        self.number = number

    def value(self):
        return self.number


class FixedRoot:
    """A screen of a fixed size, as an outsider writes it: its edges are numbers in the constraints, not variables."""

    def __init__(self, width, height):
        self.x = Number(0.0)
        self.y = Number(0.0)
        self.width = width
        self.height = height

    def attribute(self, name):
        """The constant value of a layout attribute of the root."""
        return {"leading": 0.0, "trailing": self.width, "top": 0.0, "bottom": self.height, "width": self.width,
                "height": self.height}[name]


class Scene:
    """A root (fixed origin, width and height as edit variables, so that a resize is `suggestValue`; or, with
    `fixed_root`, numbers, as an outsider laying out one screen size writes them), the views and the workload's
    constraints."""

    def __init__(self, root_width, root_height, fixed_root=False):
        self.solver = kiwi.Solver()
        self.views = []
        self.explicit = []
        self.implicit = []
        self.middle_position = 0
        self.middle_spec = None
        if fixed_root:
            self.root = FixedRoot(root_width, root_height)
            return
        self.root = Item()
        edit = kiwi.strength.create(1000, 0, 0)
        self.solver.addConstraint(self.root.x == 0)
        self.solver.addConstraint(self.root.y == 0)
        self.solver.addEditVariable(self.root.w, edit)
        self.solver.addEditVariable(self.root.h, edit)
        self.solver.suggestValue(self.root.w, root_width)
        self.solver.suggestValue(self.root.h, root_height)

    def view(self, parent=None, intrinsic_height=None):
        """Adds a view; an intrinsic height adds hugging (250) and compression resistance (750)."""
        item = Item(parent if parent is not None else self.root)
        self.views.append(item)
        if intrinsic_height is not None:
            self.implicit.append(make(item, "height", "<=", constant=intrinsic_height, priority=250))
            self.implicit.append(make(item, "height", ">=", constant=intrinsic_height, priority=750))
        return item

    def add(self, *args, middle=False, **kwargs):
        """Adds one explicit constraint; `middle` marks the one the benchmark edits."""
        if middle:
            self.middle_position = len(self.explicit)
            self.middle_spec = (args, dict(kwargs))
        self.explicit.append(make(*args, **kwargs))

    def install(self):
        """Adds every constraint to the solver (kiwisolver solves as it adds)."""
        add = self.solver.addConstraint
        for constraint in self.implicit:
            add(constraint)
        for constraint in self.explicit:
            add(constraint)

    def remake_middle(self, delta):
        """A new middle constraint whose constant is the original one plus `delta`."""
        args, kwargs = self.middle_spec
        kwargs = dict(kwargs)
        kwargs["constant"] = kwargs.get("constant", 0.0) + delta
        return make(*args, **kwargs)


# ---------------------------------------------------------------------------------------------------------------
# Workloads: the same definitions as Sources/Benchmarks/Workloads/*.swift.


def view_count(workload, n):
    if workload == "grid":
        side = grid_side(n)
        return side * side
    return max(n, 2)


def grid_side(n):
    return max(2, int(round(n ** 0.5)))


def explicit_count(workload, n):
    count = view_count(workload, n)
    return 3 * count + 1 if workload == "stack" else 4 * count


def implicit_count(workload, n):
    return 2 * view_count(workload, n) if workload == "stack" else 0


def root_size(workload, n):
    count = view_count(workload, n)
    if workload == "stack":
        return 1000.0, 2 * 20.0 + count * INTRINSIC_HEIGHT + (count - 1) * 8.0 + 100.0
    if workload == "nesting":
        side = float(2 * count + 200)
        return side, side
    if workload == "chain":
        return float(10 * count - 2), 100.0
    return 1000.0, 1000.0


def resized_width(workload, n):
    width = root_size(workload, n)[0]
    if workload == "nesting":
        return width - 100.0
    if workload == "chain":
        return width - 2.0 * view_count(workload, n)
    return 800.0


MIDDLE_CHANGE = {"siblings": 5.0, "stack": 10.0, "grid": 10.0, "nesting": 10.0, "chain": 10.0}


def moved_count(workload, n):
    count = view_count(workload, n)
    return {"siblings": 1, "stack": count - count // 2, "grid": grid_side(n), "nesting": count - count // 2,
            "chain": count}[workload]


def build(workload, n, fixed_root=False):
    width, height = root_size(workload, n)
    scene = Scene(width, height, fixed_root)
    count = view_count(workload, n)
    root = scene.root
    if workload == "siblings":
        for index in range(count):
            view = scene.view()
            scene.add(view, "leading", "==", root, "leading", constant=10.0)
            scene.add(view, "trailing", "==", root, "trailing", constant=-10.0)
            scene.add(view, "top", "==", root, "top", constant=20.0 * (index % 48), middle=index == count // 2)
            scene.add(view, "height", "==", constant=20.0)
    elif workload == "stack":
        previous = None
        for index in range(count):
            view = scene.view(intrinsic_height=INTRINSIC_HEIGHT)
            scene.add(view, "leading", "==", root, "leading", constant=20.0)
            scene.add(view, "trailing", "==", root, "trailing", constant=-20.0)
            if previous is not None:
                scene.add(view, "top", "==", previous, "bottom", constant=8.0, middle=index == count // 2)
            else:
                scene.add(view, "top", "==", root, "top", constant=20.0)
            previous = view
        scene.add(previous, "bottom", "<=", root, "bottom", constant=-20.0)
    elif workload == "grid":
        side = grid_side(n)
        for row in range(side):
            for column in range(side):
                cell = scene.view()
                left = scene.views[-2] if column > 0 else None
                above = scene.views[-1 - side] if row > 0 else None
                middle = row == side // 2 and column == side // 2
                if left is not None:
                    scene.add(cell, "leading", "==", left, "trailing", middle=middle)
                    scene.add(cell, "width", "==", left, "width")
                else:
                    scene.add(cell, "leading", "==", root, "leading", middle=middle)
                if column == side - 1:
                    scene.add(cell, "trailing", "==", root, "trailing")
                if above is not None:
                    scene.add(cell, "top", "==", above, "bottom")
                    scene.add(cell, "height", "==", above, "height")
                else:
                    scene.add(cell, "top", "==", root, "top")
                if row == side - 1:
                    scene.add(cell, "bottom", "==", root, "bottom")
    elif workload == "nesting":
        parent = root
        for index in range(count):
            view = scene.view(parent=parent)
            scene.add(view, "top", "==", parent, "top", constant=1.0)
            scene.add(view, "leading", "==", parent, "leading", constant=1.0, middle=index == count // 2)
            scene.add(view, "bottom", "==", parent, "bottom", constant=-1.0)
            scene.add(view, "trailing", "==", parent, "trailing", constant=-1.0)
            parent = view
    elif workload == "chain":
        previous = None
        for index in range(count):
            view = scene.view()
            if previous is not None:
                scene.add(view, "leading", "==", previous, "trailing", constant=2.0, middle=index == count // 2)
                scene.add(view, "width", "==", previous, "width")
            else:
                scene.add(view, "leading", "==", root, "leading")
            scene.add(view, "top", "==", root, "top", constant=10.0)
            scene.add(view, "height", "==", constant=30.0)
            previous = view
        scene.add(previous, "trailing", "==", root, "trailing")
    else:
        raise ValueError(workload)
    scene.install()
    return scene


def expected_frames(workload, n, root_width, changed):
    count = view_count(workload, n)
    delta = MIDDLE_CHANGE[workload]
    frames = []
    if workload == "siblings":
        for index in range(count):
            top = 20.0 * (index % 48) + (delta if changed and index == count // 2 else 0.0)
            frames.append((10.0, top, root_width - 20.0, 20.0))
    elif workload == "stack":
        for index in range(count):
            top = 20.0 + index * (INTRINSIC_HEIGHT + 8.0) + (delta if changed and index >= count // 2 else 0.0)
            frames.append((20.0, top, root_width - 40.0, INTRINSIC_HEIGHT))
    elif workload == "grid":
        side = grid_side(n)
        height = root_size(workload, n)[1] / side
        for row in range(side):
            gapped = changed and row == side // 2
            gap = delta if gapped else 0.0
            width = (root_width - gap) / side
            for column in range(side):
                x = column * width + (gap if gapped and column >= side // 2 else 0.0)
                frames.append((x, row * height, width, height))
    elif workload == "nesting":
        root_height = root_size(workload, n)[1]
        for index in range(count):
            depth = index + 1
            x = 1.0 + delta if changed and index == count // 2 else 1.0
            width = root_width - 2.0 * depth - (delta if changed and index >= count // 2 else 0.0)
            frames.append((x, 1.0, width, root_height - 2.0 * depth))
    elif workload == "chain":
        gap = delta if changed else 0.0
        width = (root_width - (count - 1) * 2.0 - gap) / count
        for index in range(count):
            frames.append((index * (width + 2.0) + (gap if index >= count // 2 else 0.0), 10.0, width, 30.0))
    return frames


def first_mismatch(scene, expected, phase):
    """Describes the first wrong frame after `phase`, or None."""
    if len(scene.views) != len(expected):
        return "after %s: %d views, the closed form has %d" % (phase, len(scene.views), len(expected))
    wrong = 0
    first = None
    for index, (view, frame) in enumerate(zip(scene.views, expected)):
        actual = view.frame()
        if any(abs(a - e) > 1e-6 + 1e-9 * abs(e) for a, e in zip(actual, frame)):
            wrong += 1
            if first is None:
                first = "view %d is %s, expected %s" % (index, actual, frame)
    if first is None:
        return None
    return "after %s: %d of %d frames wrong; %s" % (phase, wrong, len(expected), first)


if __name__ == "__main__":
    import kiwi_measure

    sys.exit(kiwi_measure.main())
