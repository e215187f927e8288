"""What people say and when: a sentence pool and a turn-taking model.

Speakers differ in how much they talk; the next speaker sometimes starts before the current one finishes (a negative
gap), listeners drop back-channels ("yeah", "mm-hm") into long turns, and questions tend to get answers or short
replies. The plan only needs each clip's duration, so it is made before any mixing.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

QUESTIONS = (
    "So what did you think about the meeting yesterday?",
    "Have you had a chance to look at the new schedule?",
    "Do you know when the delivery is supposed to arrive?",
    "Wait, are we still doing the review on Thursday?",
    "How long do you think the whole thing will take?",
    "Did anyone call the landlord about the heating?",
    "What time does the train leave in the morning?",
    "Can you send me the numbers before lunch?",
    "Is that the same problem we had last spring?",
    "Who is going to pick up the kids on Friday?",
    "Why did they move the deadline again?",
    "Have you tried restarting it since the update?",
    "Where did you find that recipe, by the way?",
    "Are you coming to the concert on Saturday night?",
    "What would you do if the budget gets cut?",
    "Should we book the hotel now or wait a bit?",
    "How was the trip, did the weather hold up?",
    "Do we really need three people on this?",
    "Can we go over the last point one more time?",
    "Did the doctor say anything about the results?",
)

ANSWERS = (
    "I think it went fine, but it ran far too long.",
    "Not yet, I only got the email this morning.",
    "They said sometime between nine and noon, which is not very helpful.",
    "As far as I know it is still on, unless someone cancelled it.",
    "Honestly, probably two weeks if nothing else goes wrong.",
    "I called them on Monday and they promised to send someone.",
    "I think it leaves at seven fifteen, but let me check.",
    "Sure, I can have them ready by eleven.",
    "It looks similar, but the error message is different this time.",
    "I can do it, I finish early on Fridays anyway.",
    "Because the client changed the requirements again, apparently.",
    "Yes, twice, and it still freezes after a few minutes.",
    "My sister sent it to me, she makes it every winter.",
    "I would love to, but I have to work on Sunday morning.",
    "Then we would have to drop one of the two projects.",
    "I would book now, prices only go up closer to the date.",
    "It was great, it only rained on the last day.",
    "I think two would be enough if we plan it well.",
    "Of course, which part was unclear?",
    "She said everything looks normal, so that is a relief.",
)

STATEMENTS = (
    "I spent most of the afternoon trying to fix the printer.",
    "The new coffee place on the corner is actually pretty good.",
    "We should probably write all of this down somewhere.",
    "I read that they are going to close the bridge for repairs.",
    "My neighbour finally finished painting the fence.",
    "The report is almost done, I just need to check the figures.",
    "Traffic was terrible this morning, it took me an hour to get here.",
    "I think the second option makes more sense for us.",
    "Last time we did this it took much longer than we planned.",
    "The kids have been asking about the summer holidays already.",
    "I keep forgetting to renew my passport.",
    "The garden looks completely different after all that rain.",
    "We could ask Maria, she has done this kind of thing before.",
    "I am not sure the numbers add up, to be honest.",
    "The old version was slower, but at least it worked.",
    "I tried the new bus route and it is actually quicker.",
    "Let us not decide anything until we hear back from them.",
    "I found a cheaper supplier, but they need a month to deliver.",
    "The meeting room on the third floor is always cold.",
    "I think we are overthinking this a little.",
    "My brother is moving back to town next month.",
    "The library has extended its opening hours on weekends.",
    "We need to leave some room in the budget for surprises.",
    "I watched the whole series over the weekend.",
    "That reminds me, the car needs a service soon.",
)

SHORT_REPLIES = (
    "Sure.",
    "No, not really.",
    "I guess so.",
    "That makes sense.",
    "Fair enough.",
    "Oh, really?",
    "Good point.",
    "I don't think so.",
    "Maybe later.",
    "Absolutely.",
    "Hmm, I'm not sure.",
    "Sounds good to me.",
)

BACKCHANNELS = ("Yeah.", "Mm-hm.", "Right.", "Okay.", "Uh-huh.", "I see.", "Exactly.", "True.")


@dataclass(frozen=True)
class Utterance:
    """One clip placed on the timeline; `start` is where its first voiced sample goes."""

    speaker: str
    text: str
    kind: str  # question | answer | statement | reply | backchannel
    start: float
    duration: float

    @property
    def end(self) -> float:
        return self.start + self.duration


@dataclass(frozen=True)
class Repertoire:
    """The sentences one synthesis source may say: a fixed draw from the pool, so clips are reused across files."""

    questions: tuple[str, ...]
    answers: tuple[str, ...]
    statements: tuple[str, ...]
    replies: tuple[str, ...]
    backchannels: tuple[str, ...]

    @staticmethod
    def draw(rng: np.random.Generator, size: int) -> Repertoire:
        """`size` questions and answers, half as many again statements; synthesis time grows with `size`."""

        def pick(pool: tuple[str, ...], count: int) -> tuple[str, ...]:
            return tuple(pool[i] for i in sorted(rng.choice(len(pool), size=min(count, len(pool)), replace=False)))

        return Repertoire(
            pick(QUESTIONS, size),
            pick(ANSWERS, size),
            pick(STATEMENTS, size + size // 2),
            pick(SHORT_REPLIES, size),
            pick(BACKCHANNELS, 5),
        )

    def all_sentences(self) -> tuple[str, ...]:
        return self.questions + self.answers + self.statements + self.replies + self.backchannels

    def sentences(self, kind: str) -> tuple[str, ...]:
        return {
            "question": self.questions,
            "answer": self.answers,
            "statement": self.statements,
            "reply": self.replies,
            "backchannel": self.backchannels,
        }[kind]


DurationOf = Callable[[str, str], float]  # (speaker, text) -> seconds of voiced audio


def plan_conversation(
    speakers: list[str],
    repertoires: dict[str, Repertoire],
    target_seconds: float,
    duration_of: DurationOf,
    rng: np.random.Generator,
) -> list[Utterance]:
    """Turns until `target_seconds`, each speaker's talkativeness drawn once per recording."""
    talk = rng.dirichlet(np.full(len(speakers), 2.0)) + 0.05
    talk /= talk.sum()
    used: dict[str, set[str]] = {speaker: set() for speaker in speakers}
    utterances: list[Utterance] = []
    clock = float(rng.uniform(0.3, 1.0))
    previous: str | None = None
    last_kind = "statement"

    def choose_text(speaker: str, kind: str) -> str:
        options = [text for text in repertoires[speaker].sentences(kind) if text not in used[speaker]]
        if not options:  # a long recording used them all: start again
            used[speaker] -= set(repertoires[speaker].sentences(kind))
            options = list(repertoires[speaker].sentences(kind))
        text = options[int(rng.integers(len(options)))]
        if kind != "backchannel":
            used[speaker].add(text)
        return text

    while clock < target_seconds - 2.0:
        weights = np.array([0.0 if s == previous else t for s, t in zip(speakers, talk, strict=True)])
        speaker = speakers[int(rng.choice(len(speakers), p=weights / weights.sum()))]
        if last_kind == "question":
            kind = str(rng.choice(["answer", "reply"], p=[0.7, 0.3]))
        else:
            kind = str(rng.choice(["statement", "question", "reply"], p=[0.5, 0.3, 0.2]))
        kinds = [kind]
        if kind != "reply":  # talkative people go on for a sentence or two more
            for _ in range(int(rng.poisson(1.8 * talk[speakers.index(speaker)] * len(speakers)))):
                kinds.append(str(rng.choice(["statement", "question"], p=[0.75, 0.25])))
            kinds = kinds[:4]
        turn: list[Utterance] = []
        start = clock
        for kind_i in kinds:
            text = choose_text(speaker, kind_i)
            turn.append(Utterance(speaker, text, kind_i, start, duration_of(speaker, text)))
            start = turn[-1].end + float(rng.uniform(0.15, 0.55))
            if start > target_seconds - 1.0:
                break
        utterances.extend(turn)
        turn_start, turn_end = turn[0].start, turn[-1].end
        listeners = [s for s in speakers if s != speaker]
        for _ in range(int((turn_end - turn_start) // 5.0) + 1):  # about one chance per five seconds of turn
            if turn_end - turn_start > 2.0 and rng.random() < 0.6:
                listener = listeners[int(rng.integers(len(listeners)))]
                text = choose_text(listener, "backchannel")
                at = float(rng.uniform(turn_start + 0.8, turn_end - 0.3))
                utterances.append(Utterance(listener, text, "backchannel", at, duration_of(listener, text)))
        if rng.random() < 0.3:  # the next person jumps in before this turn is over
            gap = -float(rng.uniform(0.2, min(1.2, 0.5 * (turn_end - turn[-1].start))))
        else:
            gap = float(rng.gamma(2.0, 0.22))
        clock = max(turn_end + gap, turn[-1].start + 0.3)
        previous, last_kind = speaker, kinds[-1]
    return sorted(utterances, key=lambda u: u.start)


def speech_and_overlap(utterances: list[Utterance], resolution: float = 0.01) -> tuple[float, float]:
    """Seconds where at least one person speaks, and where two or more do."""
    if not utterances:
        return 0.0, 0.0
    end = max(u.end for u in utterances)
    count = np.zeros(int(np.ceil(end / resolution)) + 1, dtype=np.int16)
    for u in utterances:
        count[int(round(u.start / resolution)) : int(round(u.end / resolution))] += 1
    return float((count >= 1).sum() * resolution), float((count >= 2).sum() * resolution)
