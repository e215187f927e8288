"""Live captions: audio from a microphone, a system input or a file playing in real time, captioned as people talk.

The pieces, each in its own module: `types` (the chunk, word and update records every piece shares), sources (where
the audio comes from), the recording (written as it arrives, so nothing is lost), streaming transcription (words
committed when consecutive decodes agree), online speakers (each committed stretch to a running centroid or a
known voice) and the session that joins them. No Qt here: the window's microphone is a thin adapter in app/.
"""
