"""What a session narrates of each fault: the function of the kind's name in its article's story.py."""
from __future__ import annotations

from types import ModuleType
from typing import Any, Callable

from ..vocab import PREMISE, Article
from . import KINDS
from .art1 import story as art1
from .art2 import story as art2
from .art3 import story as art3
from .art4 import story as art4
from .art5 import story as art5
from .art6 import story as art6
from .art7 import story as art7
from .art8 import story as art8
from .art9 import story as art9
from .art10 import story as art10
from .art11 import story as art11
from .art12 import story as art12
from .art14 import story as art14
from .base import Fault, Outcome
from .premise import story as premise
from .story_kit import DealtHand, Told

STORIES: dict[Article, ModuleType] = {1: art1, 2: art2, 3: art3, 4: art4, 5: art5, 6: art6, 7: art7, 8: art8,
                                      9: art9, 10: art10, 11: art11, 12: art12, 14: art14,
                                      PREMISE: premise}
# Each kind's story takes its own kind's fault (Fault[ExtraCard], ...), paired with it by the kind's name only:
# no one fault type is taken by every story, and a Fault[Params] would claim each takes any kind's.
Story = Callable[[DealtHand, Fault[Any], Outcome], Told]  # Any: the story's own kind of fault


def story_of(kind: str) -> Story:
    """The story of a fault kind: what the dealer and the trainee see happen."""
    told: Story = getattr(STORIES[KINDS[kind].article], kind)
    return told
