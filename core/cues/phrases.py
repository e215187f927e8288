"""Which words hold on to the word after them, so a line or cue never ends on one (subtitling guides: keep an
article with its noun, a title with its name, a preposition with its object, a conjunction or a subject pronoun
with its clause), and which words open a phrase, so a break just before them reads well.

Word classes per language (ISO 639-1). A language not listed here has none: its breaks follow punctuation, pauses
and line balance alone, which is what every language got before. A period after a title or an initial ("Mr.",
"J.") does not end a sentence in any language.
"""

from __future__ import annotations

import re
from dataclasses import dataclass


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


@dataclass(frozen=True, slots=True)
class Phrasing:
    """One language's word classes, lower case. `binding`: never end a line on them (articles, determiners,
    possessives, prepositions, conjunctions, subject pronouns, titles); `leaning`: better not (auxiliaries and
    modals: "Is / that what" splits a question from its verb); `opening`: a phrase starts with them (conjunctions,
    relative words, prepositions); `titles`: abbreviations whose period ends no sentence; `particles`: binding
    prepositions that also end a phrase as adverbs, which they do when a conjunction follows ("go around / and")."""

    binding: frozenset[str]
    leaning: frozenset[str]
    opening: frozenset[str]
    titles: frozenset[str]
    particles: frozenset[str] = frozenset()
    conjunctions: frozenset[str] = frozenset()

    def binds(self, word: str, after: str) -> bool:
        """Whether a line must not end on `word` when `after` comes next (both bare, core.cues.phrases.bare)."""
        return word in self.binding and not (word in self.particles and after in self.conjunctions)


_EN_PREPOSITIONS = """of to in on at by for from with without into onto about above below after before during through
    across over under between against among around like since upon within toward towards via per than"""
_EN_CONJUNCTIONS = "and but or nor because although though while whereas if unless until whether so"

ENGLISH = Phrasing(
    binding=_words(f"""a an the this these those my your his its our their whose every each either neither
        {_EN_PREPOSITIONS} {_EN_CONJUNCTIONS} i we they he she mr mrs ms dr prof st mx sir madam"""),
    leaning=_words("""is are was were am be been being do does did have has had will would shall should can could
        may might must not very really just quite"""),
    opening=_words(f"""{_EN_PREPOSITIONS} {_EN_CONJUNCTIONS} yet then that which who whom what when whenever where
        wherever how why as"""),
    titles=_words("mr mrs ms dr prof st mx jr sr sgt capt lt col gen rev hon gov sen rep vs etc"),
    particles=_words("in on at by about above below after before through across over under around along off"),
    conjunctions=_words(_EN_CONJUNCTIONS),
)

GERMAN = Phrasing(
    binding=_words("""der die das den dem des ein eine einen einem einer eines mein meine dein deine sein seine ihr
        ihre unser unsere euer eure kein keine mit von zu zum zur in im an am auf aus bei nach über unter vor
        hinter neben zwischen durch für gegen ohne um und oder aber denn weil dass ob wenn als ich wir herr frau
        dr prof"""),
    leaning=_words("ist sind war waren bin bist hat haben hatte wird werden wurde kann können muss soll will nicht"),
    opening=_words("""und oder aber denn weil dass ob wenn als wie wo mit von zu in an auf aus bei nach über unter vor
        durch für gegen ohne um"""),
    titles=_words("hr fr dr prof st bzw usw z.b d.h"),
)

FRENCH = Phrasing(
    binding=_words("""le la les l' un une des du au aux ce cet cette ces mon ma mes ton ta tes son sa ses notre nos
        votre vos leur leurs de à en dans par pour sur sous avec sans chez vers entre et ou mais donc car que qui
        je tu il elle nous vous ils elles on m mme mlle dr"""),
    leaning=_words("est sont était ai as a avons ont ne pas"),
    opening=_words("et ou mais donc car que qui quand où comme de à en dans par pour sur sous avec sans chez vers"),
    titles=_words("m mme mlle dr pr st ste"),
)

SPANISH = Phrasing(
    binding=_words("""el la los las un una unos unas lo mi mis tu tus su sus nuestro nuestra de a en con sin por
        para sobre entre hacia desde hasta y e o u pero que porque si yo sr sra srta dr dra"""),
    leaning=_words("es son era fue está están ha han no"),
    opening=_words("y e o u pero que porque cuando donde como de a en con sin por para sobre entre hacia desde"),
    titles=_words("sr sra srta dr dra ud uds"),
)

LANGUAGES: dict[str, Phrasing] = {"en": ENGLISH, "de": GERMAN, "fr": FRENCH, "es": SPANISH}
NONE = Phrasing(frozenset(), frozenset(), frozenset(), frozenset())
# The cutter's default when it is not told the language: English, as before (its joiners were English).
DEFAULT_LANGUAGE = "en"

_EDGES = "\"'“”‘’«»()[]{}¿¡"
# Initials and dotted abbreviations ("J." "U.S." "z.B."); "I." and "A." end sentences ("Neither did I.").
_INITIAL = re.compile(r"^(?:[^\W\d_]\.){2,}$|^[^\W\d_IAa]\.$")


def phrasing(language: str | None) -> Phrasing:
    """The word classes for `language` ("en", "de-AT", "English" all work; unknown: none)."""
    code = (language or DEFAULT_LANGUAGE).strip().lower().replace("_", "-").split("-")[0]
    named = {"english": "en", "german": "de", "deutsch": "de", "french": "fr", "spanish": "es"}
    return LANGUAGES.get(named.get(code, code), NONE)


def bare(token: str) -> str:
    """A word as the classes list it: lower case, without quotes, brackets and a trailing period or comma."""
    return token.strip().strip(_EDGES).rstrip(".,;:!?…").lower()


def is_title(token: str, classes: Phrasing) -> bool:
    """Whether a word ending in "." is a title, an initial or an abbreviation, not a sentence end."""
    word = token.strip().strip(_EDGES)
    return word.endswith(".") and (bare(word) in classes.titles or bool(_INITIAL.match(word)))
