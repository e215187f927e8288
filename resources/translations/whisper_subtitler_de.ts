<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../../app/about.py" line="16"/>
        <source>Subtitles from speech, with speaker labels. Free software under the MIT licence.</source>
        <translation>Untertitel aus Sprache, mit Sprecherkennzeichnung. Freie Software unter der MIT-Lizenz.</translation>
    </message>
    <message>
        <location filename="../../app/about.py" line="18"/>
        <source>Models shipped with this app</source>
        <translation>Mit dieser App ausgelieferte Modelle</translation>
    </message>
    <message>
        <location filename="../../app/about.py" line="19"/>
        <source>None: this copy runs from a source checkout and downloads the models it needs.</source>
        <translation>Keine: diese Kopie läuft aus dem Quellcode und lädt die nötigen Modelle herunter.</translation>
    </message>
    <message>
        <location filename="../../app/about.py" line="21"/>
        <source>licence: {licence}</source>
        <translation>Lizenz: {licence}</translation>
    </message>
    <message>
        <location filename="../../app/about.py" line="74"/>
        <location filename="../../app/about.py" line="75"/>
        <source>About Whisper Subtitler</source>
        <translation>Über Whisper Subtitler</translation>
    </message>
</context>
<context>
    <name>CaptionView</name>
    <message>
        <source>Current caption</source>
        <translation>Aktuelle Untertitelzeile</translation>
    </message>
</context>
<context>
    <name>CueModel</name>
    <message>
        <location filename="../../app/editor/cue_model.py" line="24"/>
        <source>Start</source>
        <translation>Beginn</translation>
    </message>
    <message>
        <location filename="../../app/editor/cue_model.py" line="24"/>
        <source>End</source>
        <translation>Ende</translation>
    </message>
    <message>
        <location filename="../../app/editor/cue_model.py" line="25"/>
        <source>Duration</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <location filename="../../app/editor/cue_model.py" line="25"/>
        <source>Speaker</source>
        <translation>Sprecher</translation>
    </message>
    <message>
        <location filename="../../app/editor/cue_model.py" line="26"/>
        <source>Text</source>
        <translation>Text</translation>
    </message>
    <message>
        <location filename="../../app/editor/cue_model.py" line="26"/>
        <source>CPS</source>
        <translation>Z/s</translation>
    </message>
    <message>
        <location filename="../../app/editor/cue_model.py" line="145"/>
        <source>cue {n}, breaks rules</source>
        <translation>Untertitel {n}, verstößt gegen Regeln</translation>
    </message>
</context>
<context>
    <name>DeviceInfoDialog</name>
    <message>
        <location filename="../../app/device_info.py" line="25"/>
        <location filename="../../app/device_info.py" line="26"/>
        <source>Device info</source>
        <translation>Geräteinfo</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="29"/>
        <source>Probing the devices of this computer…</source>
        <translation>Geräte dieses Computers werden geprüft…</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="32"/>
        <source>Item</source>
        <translation>Eintrag</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="32"/>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="33"/>
        <source>Devices, backends and versions</source>
        <translation>Geräte, Backends und Versionen</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="37"/>
        <source>Copy as JSON</source>
        <translation>Als JSON kopieren</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="38"/>
        <source>Copy the device info as JSON</source>
        <translation>Geräteinfo als JSON kopieren</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="41"/>
        <source>About…</source>
        <translation>Über…</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="42"/>
        <source>About Whisper Subtitler and the models it ships</source>
        <translation>Über Whisper Subtitler und die mitgelieferten Modelle</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="60"/>
        <source>Versions</source>
        <translation>Versionen</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="63"/>
        <source>Media decoder</source>
        <translation>Mediendecoder</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="68"/>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="69"/>
        <source>What `whisper-subtitler info` shows for this computer:</source>
        <translation>Was `whisper-subtitler info` für diesen Computer anzeigt:</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="86"/>
        <source>Plan</source>
        <translation>Plan</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="89"/>
        <source>{engine} on {device}, {precision}</source>
        <translation>{engine} auf {device}, {precision}</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="92"/>
        <source>, {n} threads</source>
        <translation>, {n} Threads</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="94"/>
        <source>why</source>
        <translation>Grund</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="97"/>
        <source>environment</source>
        <translation>Umgebung</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="99"/>
        <source>warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="104"/>
        <source>Backends</source>
        <translation>Backends</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="104"/>
        <source>usable here: {names}</source>
        <translation>hier nutzbar: {names}</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="105"/>
        <location filename="../../app/device_info.py" line="144"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="111"/>
        <source>yes: {devices}</source>
        <translation>ja: {devices}</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="111"/>
        <location filename="../../app/device_info.py" line="177"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="113"/>
        <source>not functional: {why}</source>
        <translation>nicht funktionsfähig: {why}</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="115"/>
        <source>no: {why}</source>
        <translation>nein: {why}</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="123"/>
        <source>{name}: {cores} cores / {threads} threads</source>
        <translation>{name}: {cores} Kerne / {threads} Threads</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="127"/>
        <source>, {gib:.1f} GiB</source>
        <translation>, {gib:.1f} GiB</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="128"/>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="130"/>
        <source>performance cores</source>
        <translation>Performance-Kerne</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="131"/>
        <source>threads used</source>
        <translation>genutzte Threads</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="132"/>
        <source>instruction sets</source>
        <translation>Befehlssätze</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="134"/>
        <source>torch kernels</source>
        <translation>torch-Kernel</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="139"/>
        <source>not installed: {why}</source>
        <translation>nicht installiert: {why}</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="141"/>
        <source>CPU precisions</source>
        <translation>CPU-Genauigkeiten</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="142"/>
        <source>{n} CUDA device(s): {types}</source>
        <translation>{n} CUDA-Gerät(e): {types}</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="145"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="147"/>
        <source>missing libraries</source>
        <translation>fehlende Bibliotheken</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="159"/>
        <source>The device probe failed: {error}</source>
        <translation>Die Geräteprüfung ist fehlgeschlagen: {error}</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="177"/>
        <source>no</source>
        <translation>nein</translation>
    </message>
</context>
<context>
    <name>DropZone</name>
    <message>
        <location filename="../../app/dropzone.py" line="25"/>
        <source>Drop zone</source>
        <translation>Ablagebereich</translation>
    </message>
    <message>
        <location filename="../../app/dropzone.py" line="26"/>
        <source>Drop audio or video files, or folders, here to add them to the queue</source>
        <translation>Audio- oder Videodateien oder Ordner hier ablegen, um sie zur Warteschlange hinzuzufügen</translation>
    </message>
    <message>
        <location filename="../../app/dropzone.py" line="45"/>
        <source>Drop more files or folders here</source>
        <translation>Weitere Dateien oder Ordner hier ablegen</translation>
    </message>
    <message>
        <location filename="../../app/dropzone.py" line="46"/>
        <source>Drop audio or video files or folders here</source>
        <translation>Audio- oder Videodateien oder Ordner hier ablegen</translation>
    </message>
</context>
<context>
    <name>EditorWindow</name>
    <message>
        <location filename="../../app/editor/window.py" line="95"/>
        <location filename="../../app/editor/window.py" line="245"/>
        <source>Review {name}</source>
        <translation>{name} überprüfen</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="122"/>
        <source>No playback here: {why}</source>
        <translation>Keine Wiedergabe möglich: {why}</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="124"/>
        <source>No media file: editing only</source>
        <translation>Keine Mediendatei: nur Bearbeiten</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="126"/>
        <source>Waveform</source>
        <translation>Wellenform</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="131"/>
        <source>Cues</source>
        <translation>Untertitel</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="164"/>
        <source>Position</source>
        <translation>Position</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="166"/>
        <location filename="../../app/editor/window.py" line="273"/>
        <source>{position} / {length}</source>
        <translation>{position} / {length}</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="184"/>
        <source>Review</source>
        <translation>Überprüfen</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="188"/>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="189"/>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="191"/>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="197"/>
        <source>Play/Pause</source>
        <translation>Wiedergabe/Pause</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="198"/>
        <source>Replay cue</source>
        <translation>Erneut abspielen</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="199"/>
        <source>Previous cue</source>
        <translation>Vorheriger Untertitel</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="200"/>
        <source>Next cue</source>
        <translation>Nächster Untertitel</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="202"/>
        <location filename="../../app/editor/window.py" line="383"/>
        <source>Split</source>
        <translation>Teilen</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="203"/>
        <source>Merge with next</source>
        <translation>Mit nächstem zusammenführen</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="204"/>
        <location filename="../../app/editor/window.py" line="400"/>
        <source>Insert cue</source>
        <translation>Untertitel einfügen</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="205"/>
        <source>Delete cues</source>
        <translation>Untertitel löschen</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="206"/>
        <source>Speaker…</source>
        <translation>Sprecher…</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="207"/>
        <source>Rename speaker…</source>
        <translation>Sprecher umbenennen…</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="208"/>
        <source>Shift times…</source>
        <translation>Zeiten verschieben…</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="209"/>
        <source>Find and replace…</source>
        <translation>Suchen und ersetzen…</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="210"/>
        <location filename="../../app/editor/window.py" line="480"/>
        <source>Fix rules</source>
        <translation>Regeln anwenden</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="211"/>
        <source>Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="213"/>
        <source>Start earlier (100 ms)</source>
        <translation>Beginn früher (100 ms)</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="214"/>
        <source>Start later (100 ms)</source>
        <translation>Beginn später (100 ms)</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="215"/>
        <source>End earlier (100 ms)</source>
        <translation>Ende früher (100 ms)</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="216"/>
        <source>End later (100 ms)</source>
        <translation>Ende später (100 ms)</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="217"/>
        <source>Start earlier (10 ms)</source>
        <translation>Beginn früher (10 ms)</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="218"/>
        <source>Start later (10 ms)</source>
        <translation>Beginn später (10 ms)</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="219"/>
        <source>End earlier (10 ms)</source>
        <translation>Ende früher (10 ms)</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="220"/>
        <source>End later (10 ms)</source>
        <translation>Ende später (10 ms)</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="223"/>
        <source>Set start at playhead</source>
        <translation>Beginn auf Abspielposition setzen</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="224"/>
        <source>Set end at playhead</source>
        <translation>Ende auf Abspielposition setzen</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="239"/>
        <source>{cues} cues, {marked} break a rule</source>
        <translation>{cues} Untertitel, {marked} mit Regelverstoß</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="334"/>
        <source>Edit text</source>
        <translation>Text bearbeiten</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="338"/>
        <source>Not a time: {value} (use h:mm:ss.mmm)</source>
        <translation>Keine gültige Zeit: {value} (Format h:mm:ss.mmm)</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="341"/>
        <location filename="../../app/editor/window.py" line="346"/>
        <location filename="../../app/editor/window.py" line="357"/>
        <source>Retime</source>
        <translation>Zeiten ändern</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="343"/>
        <location filename="../../app/editor/window.py" line="419"/>
        <source>Change speaker</source>
        <translation>Sprecher ändern</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="351"/>
        <source>Nudge</source>
        <translation>Feinjustieren</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="388"/>
        <source>Merge</source>
        <translation>Zusammenführen</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="400"/>
        <source>Text:</source>
        <translation>Text:</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="403"/>
        <source>Insert</source>
        <translation>Einfügen</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="408"/>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="416"/>
        <source>Speaker</source>
        <translation>Sprecher</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="416"/>
        <source>Speaker of the selected cues:</source>
        <translation>Sprecher der ausgewählten Untertitel:</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="429"/>
        <location filename="../../app/editor/window.py" line="435"/>
        <location filename="../../app/editor/window.py" line="440"/>
        <source>Rename speaker</source>
        <translation>Sprecher umbenennen</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="435"/>
        <source>Speaker to rename in every cue:</source>
        <translation>In allen Untertiteln umzubenennender Sprecher:</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="441"/>
        <source>New name (another speaker&apos;s name makes the two one person):</source>
        <translation>Neuer Name (der Name eines anderen Sprechers macht beide zu einer Person):</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="447"/>
        <source>Shift times</source>
        <translation>Zeiten verschieben</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="448"/>
        <source>Move {n} cues by (ms, negative = earlier):</source>
        <translation>{n} Untertitel verschieben um (ms, negativ = früher):</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="451"/>
        <source>Shift</source>
        <translation>Verschieben</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="465"/>
        <source>Replace</source>
        <translation>Ersetzen</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="466"/>
        <source>{count} replaced</source>
        <translation>{count} ersetzt</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="485"/>
        <source>The selected cues keep every rule: nothing to fix</source>
        <translation>Die ausgewählten Untertitel halten alle Regeln ein: nichts zu korrigieren</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="490"/>
        <source>Fixed {fixed} cues: they keep every rule now</source>
        <translation>{fixed} Untertitel korrigiert: sie halten jetzt alle Regeln ein</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="492"/>
        <source>Fixed {fixed} of {broken} cues; could not fix cue {numbers} (hover here for why)</source>
        <translation>{fixed} von {broken} Untertiteln korrigiert; nicht korrigierbar: Untertitel {numbers} (Grund beim Daraufzeigen)</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="495"/>
        <source>Nothing could be fixed: cue {numbers} (hover here for why)</source>
        <translation>Nichts ließ sich korrigieren: Untertitel {numbers} (Grund beim Daraufzeigen)</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="499"/>
        <source>Cue {n}: {rules}: {why}</source>
        <translation>Untertitel {n}: {rules}: {why}</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="512"/>
        <source>Save failed</source>
        <translation>Speichern fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="519"/>
        <source>Saved</source>
        <translation>Gespeichert</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="532"/>
        <source>Autosave failed: {error}</source>
        <translation>Automatisches Speichern fehlgeschlagen: {error}</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="552"/>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="552"/>
        <source>Save the changes to {name}?</source>
        <translation>Änderungen an {name} speichern?</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="559"/>
        <source>No media file</source>
        <translation>Keine Mediendatei</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="561"/>
        <source>Reading the audio…</source>
        <translation>Audio wird gelesen…</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="568"/>
        <source>No waveform: {error}</source>
        <translation>Keine Wellenform: {error}</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="578"/>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="583"/>
        <source>In a text cell, “ / ” starts a new line.</source>
        <translation>In einer Textzelle beginnt „ / “ eine neue Zeile.</translation>
    </message>
</context>
<context>
    <name>FindReplaceDialog</name>
    <message>
        <location filename="../../app/editor/window.py" line="597"/>
        <source>Find and replace</source>
        <translation>Suchen und ersetzen</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="601"/>
        <source>Whole words</source>
        <translation>Ganze Wörter</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="602"/>
        <source>Match case</source>
        <translation>Groß-/Kleinschreibung beachten</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="603"/>
        <source>Find:</source>
        <translation>Suchen:</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="604"/>
        <source>Replace with:</source>
        <translation>Ersetzen durch:</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="608"/>
        <source>Replace all</source>
        <translation>Alle ersetzen</translation>
    </message>
</context>
<context>
    <name>FindSpeakersDialog</name>
    <message>
        <location filename="../../app/speakers_dialog.py" line="40"/>
        <source>Find speakers again</source>
        <translation>Sprecher neu finden</translation>
    </message>
    <message>
        <location filename="../../app/speakers_dialog.py" line="44"/>
        <source>The words of {name} stay as they are; only who says them is found again, and every output file of this job is rewritten and its subtitles cut again. Names given since are replaced, unless known voices recognise them.</source>
        <translation>Die Wörter von {name} bleiben, wie sie sind; nur wer sie sagt, wird neu bestimmt, und jede Ausgabedatei dieses Auftrags wird neu geschrieben und ihre Untertitel neu geschnitten. Seither vergebene Namen werden ersetzt, außer bekannte Stimmen erkennen sie wieder.</translation>
    </message>
    <message>
        <location filename="../../app/speakers_dialog.py" line="52"/>
        <source>Exactly</source>
        <translation>Genau</translation>
    </message>
    <message>
        <location filename="../../app/speakers_dialog.py" line="54"/>
        <source>Between</source>
        <translation>Zwischen</translation>
    </message>
    <message>
        <location filename="../../app/speakers_dialog.py" line="64"/>
        <source>Let it count</source>
        <translation>Selbst zählen lassen</translation>
    </message>
    <message>
        <location filename="../../app/speakers_dialog.py" line="67"/>
        <location filename="../../app/speakers_dialog.py" line="72"/>
        <source>speakers</source>
        <translation>Sprecher</translation>
    </message>
    <message>
        <location filename="../../app/speakers_dialog.py" line="70"/>
        <source>and</source>
        <translation>und</translation>
    </message>
    <message>
        <location filename="../../app/speakers_dialog.py" line="85"/>
        <source>Find speakers</source>
        <translation>Sprecher finden</translation>
    </message>
</context>
<context>
    <name>JobController</name>
    <message>
        <location filename="../../app/controller.py" line="253"/>
        <source>cancelled before it started</source>
        <translation>vor dem Start abgebrochen</translation>
    </message>
    <message>
        <location filename="../../app/controller.py" line="316"/>
        <source>Started {name}</source>
        <translation>{name} gestartet</translation>
    </message>
    <message>
        <location filename="../../app/controller.py" line="360"/>
        <source>: press Retry to replace them or keep both</source>
        <translation>: „Wiederholen“ drücken, um sie zu ersetzen oder beide zu behalten</translation>
    </message>
    <message>
        <location filename="../../app/controller.py" line="368"/>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <location filename="../../app/controller.py" line="396"/>
        <source>Removed unfinished output {path}</source>
        <translation>Unfertige Ausgabe {path} entfernt</translation>
    </message>
    <message>
        <location filename="../../app/controller.py" line="402"/>
        <source>Cancelled {name}</source>
        <translation>{name} abgebrochen</translation>
    </message>
    <message>
        <location filename="../../app/controller.py" line="418"/>
        <source>Renamed {old} to {new} in {n} files</source>
        <translation>{old} in {n} Dateien zu {new} umbenannt</translation>
    </message>
    <message>
        <location filename="../../app/controller.py" line="458"/>
        <source>Could not remember the voice of {name}: {error}</source>
        <translation>Die Stimme von {name} konnte nicht gemerkt werden: {error}</translation>
    </message>
    <message>
        <location filename="../../app/controller.py" line="461"/>
        <source>Remembered the voice of {name}</source>
        <translation>Stimme von {name} gemerkt</translation>
    </message>
</context>
<context>
    <name>JobSettings</name>
    <message>
        <location filename="../../core/job_settings.py" line="186"/>
        <source>Output folder</source>
        <translation>Ausgabeordner</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="190"/>
        <source>Output formats</source>
        <translation>Ausgabeformate</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="194"/>
        <source>Engine</source>
        <translation>Engine</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="198"/>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="199"/>
        <source>A model name, or the path of a local model folder or .pt file</source>
        <translation>Ein Modellname oder der Pfad eines lokalen Modellordners oder einer .pt-Datei</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="209"/>
        <source>Batched inference</source>
        <translation>Batch-Inferenz</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="210"/>
        <source>Decode several stretches of speech at once: faster on long files. Automatic batches where it was measured faster</source>
        <translation>Mehrere Sprachabschnitte auf einmal dekodieren: schneller bei langen Dateien. Automatisch bündelt, wo es nachweislich schneller war</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="219"/>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="220"/>
        <source>auto detects the language; or type a code such as en</source>
        <translation>auto erkennt die Sprache; oder einen Code wie de eingeben</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="225"/>
        <source>Backend</source>
        <translation>Backend</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="226"/>
        <source>Where the models run; Automatic picks the best available</source>
        <translation>Wo die Modelle laufen; Automatisch wählt das beste verfügbare</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="231"/>
        <source>Characters per line</source>
        <translation>Zeichen pro Zeile</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="233"/>
        <source>Lines per subtitle</source>
        <translation>Zeilen pro Untertitel</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="235"/>
        <source>Characters per second</source>
        <translation>Zeichen pro Sekunde</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="237"/>
        <source>Shortest subtitle in seconds</source>
        <translation>Kürzester Untertitel in Sekunden</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="239"/>
        <source>Longest subtitle in seconds</source>
        <translation>Längster Untertitel in Sekunden</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="241"/>
        <source>Smallest gap between subtitles in seconds</source>
        <translation>Mindestabstand zwischen Untertiteln in Sekunden</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="242"/>
        <source>Subtitles closer than this are moved apart (default {default} s)</source>
        <translation>Näher beieinander liegende Untertitel werden auseinandergeschoben (Standard {default} s)</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="244"/>
        <source>Longest pause inside a subtitle in seconds</source>
        <translation>Längste Pause innerhalb eines Untertitels in Sekunden</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="245"/>
        <source>A pause in the speech longer than this ends a subtitle (default {default} s)</source>
        <translation>Eine längere Sprechpause beendet den Untertitel (Standard {default} s)</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="248"/>
        <source>Dialogue dashes</source>
        <translation>Dialogstriche</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="250"/>
        <source>Word highlighting</source>
        <translation>Worthervorhebung</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="251"/>
        <source>Each word lights up as it is spoken, in VTT and ASS files</source>
        <translation>Jedes Wort leuchtet beim Sprechen auf, in VTT- und ASS-Dateien</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="255"/>
        <source>Label a lone speaker</source>
        <translation>Einzelnen Sprecher benennen</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="256"/>
        <source>Name the speaker in SRT, VTT and TXT files even when only one person speaks</source>
        <translation>Den Sprecher in SRT-, VTT- und TXT-Dateien auch dann nennen, wenn nur eine Person spricht</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="262"/>
        <source>Task</source>
        <translation>Aufgabe</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="263"/>
        <source>Translate gives English subtitles for speech in another language</source>
        <translation>Übersetzen erzeugt englische Untertitel für fremdsprachige Aufnahmen</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="268"/>
        <source>Prompt</source>
        <translation>Prompt</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="269"/>
        <source>Text the model reads first: context, or the spelling and punctuation you want</source>
        <translation>Text, den das Modell zuerst liest: Kontext oder die gewünschte Schreibweise und Zeichensetzung</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="276"/>
        <source>Vocabulary</source>
        <translation>Vokabular</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="277"/>
        <source>Names and terms, separated by commas: the model expects them, and words spelled nearly like them are corrected</source>
        <translation>Namen und Begriffe, durch Kommas getrennt: Das Modell erwartet sie, und ähnlich geschriebene Wörter werden korrigiert</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="282"/>
        <source>Skip silence</source>
        <translation>Stille überspringen</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="286"/>
        <source>Label speakers</source>
        <translation>Sprecher kennzeichnen</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="291"/>
        <source>Diarization model</source>
        <translation>Modell für Sprechertrennung</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="292"/>
        <source>Empty for the default pipeline; or a hub id or local folder</source>
        <translation>Leer für die Standard-Pipeline; oder eine Hub-ID oder ein lokaler Ordner</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="298"/>
        <source>Exact number of speakers</source>
        <translation>Genaue Sprecherzahl</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="299"/>
        <source>Count the people who talk. Someone who only says a word cannot be found, and counting them splits another speaker in two</source>
        <translation>Zählen Sie die Personen, die sprechen. Wer nur ein Wort sagt, wird nicht gefunden, und ihn mitzuzählen teilt einen anderen Sprecher in zwei</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="304"/>
        <source>Fewest speakers</source>
        <translation>Mindestzahl an Sprechern</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="308"/>
        <source>Most speakers</source>
        <translation>Höchstzahl an Sprechern</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="316"/>
        <source>Known voices</source>
        <translation>Bekannte Stimmen</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="317"/>
        <source>Naming a speaker remembers that voice on this computer; later files name it for you</source>
        <translation>Beim Benennen eines Sprechers merkt sich dieser Computer die Stimme; in späteren Dateien wird er automatisch benannt</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="328"/>
        <source>Offline</source>
        <translation>Offline</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="335"/>
        <source>Model cache folder</source>
        <translation>Modell-Cache-Ordner</translation>
    </message>
</context>
<context>
    <name>LevelMeter</name>
    <message>
        <source>Input level</source>
        <translation>Eingangspegel</translation>
    </message>
    <message>
        <source>Level {rms} dBFS, peak {peak} dBFS</source>
        <translation>Pegel {rms} dBFS, Spitze {peak} dBFS</translation>
    </message>
</context>
<context>
    <name>LiveRunner</name>
    <message>
        <source>The live session ended early ({reason}); the recording so far is kept.</source>
        <translation>Die Live-Sitzung endete vorzeitig ({reason}); die bisherige Aufnahme bleibt erhalten.</translation>
    </message>
</context>
<context>
    <name>LiveView</name>
    <message>
        <source>Live captions</source>
        <translation>Live-Untertitel</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>&amp;Source:</source>
        <translation>&amp;Quelle:</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stoppen</translation>
    </message>
    <message>
        <source>Open folder</source>
        <translation>Ordner öffnen</translation>
    </message>
    <message>
        <source>Refine</source>
        <translation>Verfeinern</translation>
    </message>
    <message>
        <source>Transcribe the saved recording again with the full offline job and open it for review</source>
        <translation>Die gespeicherte Aufnahme mit dem vollständigen Offline-Auftrag neu transkribieren und zur Prüfung öffnen</translation>
    </message>
    <message>
        <source>Media file…</source>
        <translation>Mediendatei…</translation>
    </message>
    <message>
        <source>File: {name}</source>
        <translation>Datei: {name}</translation>
    </message>
    <message>
        <source>Caption a media file as it plays</source>
        <translation>Eine Mediendatei beim Abspielen untertiteln</translation>
    </message>
    <message>
        <source>Audio and video ({patterns})</source>
        <translation>Audio und Video ({patterns})</translation>
    </message>
    <message>
        <source>Starting: loading the model…</source>
        <translation>Start: Modell wird geladen…</translation>
    </message>
    <message>
        <source>Captioning. Stop saves the recording and its subtitles.</source>
        <translation>Untertitelung läuft. „Stoppen“ speichert die Aufnahme und ihre Untertitel.</translation>
    </message>
    <message>
        <source>Finishing the last words and saving…</source>
        <translation>Letzte Wörter werden fertiggestellt und gespeichert…</translation>
    </message>
    <message>
        <source>Saved {files} in {folder}</source>
        <translation>{files} gespeichert in {folder}</translation>
    </message>
    <message>
        <source>Nothing was saved.</source>
        <translation>Es wurde nichts gespeichert.</translation>
    </message>
    <message>
        <source>No input was found: choose a media file to caption it as it plays.</source>
        <translation>Kein Eingang gefunden: Wählen Sie eine Mediendatei, um sie beim Abspielen zu untertiteln.</translation>
    </message>
    <message>
        <source>Choose a source and press Start.</source>
        <translation>Wählen Sie eine Quelle und klicken Sie auf „Starten“.</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Überspringen</translation>
    </message>
    <message>
        <source>Save the speaker names given live</source>
        <translation>Die live vergebenen Sprechernamen speichern</translation>
    </message>
    <message>
        <source>Refining speakers over the whole recording… {percent}% (Skip saves the names given live)</source>
        <translation>Sprecher werden über die ganze Aufnahme verfeinert… {percent}% (Überspringen speichert die live vergebenen Namen)</translation>
    </message>
    <message>
        <source>The speaker names given live are saved: {reason}</source>
        <translation>Die live vergebenen Sprechernamen sind gespeichert: {reason}</translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <location filename="../../app/log_panel.py" line="26"/>
        <source>Log</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <location filename="../../app/log_panel.py" line="27"/>
        <source>Messages from the jobs appear here.</source>
        <translation>Meldungen der Jobs erscheinen hier.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../app/main_window.py" line="81"/>
        <location filename="../../app/main_window.py" line="83"/>
        <source>Whisper Subtitler</source>
        <translation>Whisper Subtitler</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="100"/>
        <source>Queue state</source>
        <translation>Warteschlangenstatus</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="106"/>
        <source>Ready</source>
        <translation>Bereit</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="130"/>
        <source>The queue of the last session is back: {n} job(s)</source>
        <translation>Die Warteschlange der letzten Sitzung ist wiederhergestellt: {n} Job(s)</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="132"/>
        <source>{name} was running when the app stopped: it is queued again</source>
        <translation>{name} lief beim Beenden der App: wieder in die Warteschlange gestellt</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="135"/>
        <source>Removed unfinished output {path}</source>
        <translation>Unfertige Ausgabe {path} entfernt</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="137"/>
        <source>{name} is no longer at {folder}: it is not started</source>
        <translation>{name} liegt nicht mehr in {folder}: wird nicht gestartet</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="140"/>
        <source>{n} job(s) of the saved queue could not be read and were left out</source>
        <translation>{n} Job(s) der gespeicherten Warteschlange konnten nicht gelesen werden und wurden ausgelassen</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="148"/>
        <source>Skipped files</source>
        <translation>Übersprungene Dateien</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="155"/>
        <source>Show or hide the skipped files</source>
        <translation>Übersprungene Dateien ein- oder ausblenden</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="158"/>
        <source>Skipped files and why</source>
        <translation>Übersprungene Dateien und Gründe</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="161"/>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="162"/>
        <source>Clear the list of skipped files</source>
        <translation>Liste der übersprungenen Dateien leeren</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="192"/>
        <source>Log</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="210"/>
        <location filename="../../app/main_window.py" line="262"/>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="232"/>
        <source>Add files…</source>
        <translation>Dateien hinzufügen…</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="232"/>
        <location filename="../../app/main_window.py" line="387"/>
        <source>Add audio or video files</source>
        <translation>Audio- oder Videodateien hinzufügen</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="234"/>
        <source>Add folder…</source>
        <translation>Ordner hinzufügen…</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="235"/>
        <source>Add every audio and video file in a folder</source>
        <translation>Alle Audio- und Videodateien eines Ordners hinzufügen</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="237"/>
        <location filename="../../app/main_window.py" line="740"/>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="237"/>
        <source>Start or pause the queue</source>
        <translation>Warteschlange starten oder pausieren</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="239"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="239"/>
        <source>Cancel the selected job</source>
        <translation>Ausgewählten Job abbrechen</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="241"/>
        <source>Retry</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="241"/>
        <source>Run the selected job again</source>
        <translation>Ausgewählten Job erneut ausführen</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="243"/>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="243"/>
        <source>Remove the selected job</source>
        <translation>Ausgewählten Job entfernen</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="245"/>
        <source>Open folder</source>
        <translation>Ordner öffnen</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="246"/>
        <source>Open the selected job&apos;s output folder</source>
        <translation>Ausgabeordner des ausgewählten Jobs öffnen</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="248"/>
        <source>Open subtitle</source>
        <translation>Untertitel öffnen</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="249"/>
        <source>Open the selected job&apos;s subtitle file</source>
        <translation>Untertiteldatei des ausgewählten Jobs öffnen</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="251"/>
        <source>Export video…</source>
        <translation>Video exportieren…</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="252"/>
        <source>Put the selected job&apos;s subtitles into its video</source>
        <translation>Untertitel des ausgewählten Jobs in sein Video einfügen</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="254"/>
        <source>Review…</source>
        <translation>Überprüfen…</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="255"/>
        <source>Play the selected job with its subtitles and correct them</source>
        <translation>Ausgewählten Job mit seinen Untertiteln abspielen und diese korrigieren</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="257"/>
        <source>Open for review…</source>
        <translation>Zum Überprüfen öffnen…</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="258"/>
        <source>Review a subtitle file (SRT, VTT, ASS) or a job&apos;s JSON</source>
        <translation>Eine Untertiteldatei (SRT, VTT, ASS) oder das JSON eines Auftrags überprüfen</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="263"/>
        <source>Show or hide the settings (Ctrl+,)</source>
        <translation>Einstellungen ein- oder ausblenden (Ctrl+,)</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="265"/>
        <source>Device info</source>
        <translation>Geräteinfo</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="266"/>
        <source>Backends, devices and versions on this computer</source>
        <translation>Backends, Geräte und Versionen dieses Computers</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="268"/>
        <source>About…</source>
        <translation>Über…</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="269"/>
        <source>Version, licences and the models this app ships</source>
        <translation>Version, Lizenzen und die mitgelieferten Modelle</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="277"/>
        <source>Main</source>
        <translation>Hauptleiste</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="385"/>
        <source>Audio and video ({patterns})</source>
        <translation>Audio und Video ({patterns})</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="386"/>
        <location filename="../../app/main_window.py" line="516"/>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="392"/>
        <source>Add a folder</source>
        <translation>Ordner hinzufügen</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="406"/>
        <source>already in the queue</source>
        <translation>bereits in der Warteschlange</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="408"/>
        <source>already done in the queue (remove its row to run it again)</source>
        <translation>bereits erledigt in der Warteschlange (entfernen Sie die Zeile, um sie erneut auszuführen)</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="410"/>
        <source>already in the queue (Retry runs it again)</source>
        <translation>bereits in der Warteschlange (Wiederholen führt sie erneut aus)</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="416"/>
        <source>subtitles already exist</source>
        <translation>Untertitel existieren bereits</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="423"/>
        <source>Added {n} file(s)</source>
        <translation>{n} Datei(en) hinzugefügt</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="436"/>
        <source>Skipped {path}: {reason}</source>
        <translation>{path} übersprungen: {reason}</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="444"/>
        <source>Skipped: {n} file(s) not added</source>
        <translation>Übersprungen: {n} Datei(en) nicht hinzugefügt</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="445"/>
        <source>Skipped: {n} file(s) not added, and why</source>
        <translation>Übersprungen: {n} Datei(en) nicht hinzugefügt, mit Gründen</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="514"/>
        <location filename="../../app/main_window.py" line="528"/>
        <source>Open for review</source>
        <translation>Zum Überprüfen öffnen</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="515"/>
        <source>Subtitles ({patterns})</source>
        <translation>Untertitel ({patterns})</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="551"/>
        <source>Unsaved review</source>
        <translation>Ungespeicherte Prüfung</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="552"/>
        <source>The review of {name} was not saved ({when}). Restore it?</source>
        <translation>Die Prüfung von {name} wurde nicht gespeichert ({when}). Wiederherstellen?</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="572"/>
        <source>Saved the review of {name}</source>
        <translation>Prüfung von {name} gespeichert</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="594"/>
        <source>Its subtitle files stay where they are.</source>
        <translation>Die Untertiteldateien bleiben, wo sie sind.</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="596"/>
        <source>It will not be run again.</source>
        <translation>Der Job wird nicht erneut ausgeführt.</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="598"/>
        <source>It will not be transcribed.</source>
        <translation>Die Datei wird nicht transkribiert.</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="600"/>
        <source>Remove the job?</source>
        <translation>Job entfernen?</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="601"/>
        <source>Remove {name} from the queue? {detail}</source>
        <translation>{name} aus der Warteschlange entfernen? {detail}</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="647"/>
        <source>{name}: the new subtitles will be named {new}</source>
        <translation>{name}: Die neuen Untertitel heißen {new}</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="656"/>
        <source>Find speakers again</source>
        <translation>Sprecher neu finden</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="657"/>
        <source>{name} is open for review. Save or close the review first, then find the speakers again.</source>
        <translation>{name} ist zur Überprüfung geöffnet. Speichern oder schließen Sie die Überprüfung zuerst und finden Sie dann die Sprecher neu.</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="664"/>
        <source>{name}: finding the speakers again</source>
        <translation>{name}: Sprecher werden neu gefunden</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="690"/>
        <source>{name} is open for review. Save or close the review first, then rename the speaker.</source>
        <translation>{name} ist zur Überprüfung geöffnet. Speichern oder schließen Sie die Überprüfung zuerst und benennen Sie dann den Sprecher um.</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="697"/>
        <source>Renaming {old} failed: {error}</source>
        <translation>Umbenennen von {old} fehlgeschlagen: {error}</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="689"/>
        <location filename="../../app/main_window.py" line="698"/>
        <source>Rename failed</source>
        <translation>Umbenennen fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="722"/>
        <source>{name} is done</source>
        <translation>{name} ist fertig</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="728"/>
        <source>Finished {name}: {files} in</source>
        <translation>{name} abgeschlossen: {files} in</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="740"/>
        <source>Pause</source>
        <translation>Pausieren</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="742"/>
        <source>Start no new jobs (the running one finishes) (Ctrl+R)</source>
        <translation>Keine neuen Jobs starten (der laufende wird zu Ende geführt) (Ctrl+R)</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="743"/>
        <source>Start the queue (Ctrl+R)</source>
        <translation>Warteschlange starten (Ctrl+R)</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="761"/>
        <source>{queued} queued, {running} running, {done} done, {failed} failed or cancelled</source>
        <translation>{queued} wartend, {running} laufend, {done} fertig, {failed} fehlgeschlagen oder abgebrochen</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="764"/>
        <source>Ready: add files or drop them on the window</source>
        <translation>Bereit: Dateien hinzufügen oder ins Fenster ziehen</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="766"/>
        <source>Queue running</source>
        <translation>Warteschlange läuft</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="767"/>
        <source>Jobs start one after another; Pause (Ctrl+R) stops new ones</source>
        <translation>Jobs starten nacheinander; Pausieren (Ctrl+R) hält neue zurück</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="769"/>
        <source>Queue paused</source>
        <translation>Warteschlange pausiert</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="769"/>
        <source>Queue paused (empty)</source>
        <translation>Warteschlange pausiert (leer)</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="770"/>
        <source>No job starts until you press Start (Ctrl+R)</source>
        <translation>Kein Job startet vor einem Klick auf Starten (Ctrl+R)</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="801"/>
        <source>Device probe failed: {error}</source>
        <translation>Geräteprüfung fehlgeschlagen: {error}</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="830"/>
        <source>Jobs are running</source>
        <translation>Jobs laufen</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="831"/>
        <source>{n} job(s) are still running. Stop them and quit? Their unfinished output is removed.</source>
        <translation>{n} Job(s) laufen noch. Anhalten und beenden? Unfertige Ausgaben werden entfernt.</translation>
    </message>
    <message>
        <source>Live…</source>
        <translation>Live…</translation>
    </message>
    <message>
        <source>Caption a microphone, any sound input or a file as it plays</source>
        <translation>Ein Mikrofon, einen beliebigen Audioeingang oder eine Datei beim Abspielen untertiteln</translation>
    </message>
    <message>
        <source>Refining {name}: it opens for review when it is done</source>
        <translation>{name} wird verfeinert: die Datei öffnet sich zur Prüfung, sobald sie fertig ist</translation>
    </message>
    <message>
        <source>Live session saved: {files}</source>
        <translation>Live-Sitzung gespeichert: {files}</translation>
    </message>
    <message>
        <source>The live speaker names are saved, not refined: {reason}</source>
        <translation>Die live vergebenen Sprechernamen sind gespeichert, nicht verfeinert: {reason}</translation>
    </message>
</context>
<context>
    <name>MicSource</name>
    <message>
        <source>Sound input is not available here ({reason}).</source>
        <translation>Audioeingang ist hier nicht verfügbar ({reason}).</translation>
    </message>
    <message>
        <source>The input “{name}” is not connected.</source>
        <translation>Der Eingang „{name}“ ist nicht angeschlossen.</translation>
    </message>
    <message>
        <source>The input “{name}” gives audio in a format this app cannot read.</source>
        <translation>Der Eingang „{name}“ liefert Audio in einem Format, das diese App nicht lesen kann.</translation>
    </message>
    <message>
        <source>The input “{name}” could not be opened.</source>
        <translation>Der Eingang „{name}“ konnte nicht geöffnet werden.</translation>
    </message>
    <message>
        <source>The input “{name}” stopped working; what was recorded until then is kept.</source>
        <translation>Der Eingang „{name}“ funktioniert nicht mehr; das bis dahin Aufgenommene bleibt erhalten.</translation>
    </message>
    <message>
        <source>The input “{name}” was disconnected; what was recorded until then is kept.</source>
        <translation>Der Eingang „{name}“ wurde getrennt; das bis dahin Aufgenommene bleibt erhalten.</translation>
    </message>
    <message>
        <source>No sound arrives from “{name}”: check that it is switched on and allowed to record.</source>
        <translation>Von „{name}“ kommt kein Ton an: Prüfen Sie, ob das Gerät eingeschaltet ist und aufnehmen darf.</translation>
    </message>
</context>
<context>
    <name>ModelNotice</name>
    <message>
        <location filename="../../app/model_notice.py" line="49"/>
        <source>Why the queue did not start</source>
        <translation>Warum die Warteschlange nicht gestartet ist</translation>
    </message>
    <message>
        <location filename="../../app/model_notice.py" line="54"/>
        <source>Models on this computer</source>
        <translation>Modelle auf diesem Computer</translation>
    </message>
    <message>
        <location filename="../../app/model_notice.py" line="55"/>
        <source>Use this model</source>
        <translation>Dieses Modell verwenden</translation>
    </message>
    <message>
        <location filename="../../app/model_notice.py" line="57"/>
        <source>Label no speakers</source>
        <translation>Keine Sprecher kennzeichnen</translation>
    </message>
    <message>
        <location filename="../../app/model_notice.py" line="58"/>
        <source>Use the offline speaker pipeline</source>
        <translation>Offline-Sprecher-Pipeline verwenden</translation>
    </message>
    <message>
        <location filename="../../app/model_notice.py" line="59"/>
        <source>Check again</source>
        <translation>Erneut prüfen</translation>
    </message>
    <message>
        <location filename="../../app/model_notice.py" line="60"/>
        <source>Look again for the model and the connection</source>
        <translation>Erneut nach Modell und Verbindung suchen</translation>
    </message>
    <message>
        <location filename="../../app/model_notice.py" line="91"/>
        <source>Download {name}</source>
        <translation>{name} herunterladen</translation>
    </message>
    <message>
        <location filename="../../app/model_notice.py" line="101"/>
        <source>use the offline speaker pipeline, or label no speakers</source>
        <translation>die Offline-Sprecher-Pipeline verwenden oder keine Sprecher kennzeichnen</translation>
    </message>
    <message>
        <location filename="../../app/model_notice.py" line="102"/>
        <source>label no speakers for now</source>
        <translation>vorerst keine Sprecher kennzeichnen</translation>
    </message>
    <message>
        <location filename="../../app/model_notice.py" line="104"/>
        <source>use a model this computer has, or download {name} when there is a connection</source>
        <translation>ein Modell verwenden, das auf diesem Computer vorhanden ist, oder {name} herunterladen, sobald eine Verbindung besteht</translation>
    </message>
    <message>
        <location filename="../../app/model_notice.py" line="107"/>
        <source>use a model this computer has</source>
        <translation>ein Modell verwenden, das auf diesem Computer vorhanden ist</translation>
    </message>
    <message>
        <location filename="../../app/model_notice.py" line="109"/>
        <source>download {name} when there is a connection, or choose a model folder in Settings</source>
        <translation>{name} herunterladen, sobald eine Verbindung besteht, oder in den Einstellungen einen Modellordner wählen</translation>
    </message>
    <message>
        <location filename="../../app/model_notice.py" line="112"/>
        <source>choose another model in Settings</source>
        <translation>in den Einstellungen ein anderes Modell wählen</translation>
    </message>
    <message>
        <location filename="../../app/model_notice.py" line="113"/>
        <source>Nothing was started: {problem}. You can {hint}.</source>
        <translation>Es wurde nichts gestartet: {problem}. Sie können {hint}.</translation>
    </message>
</context>
<context>
    <name>PathMessage</name>
    <message>
        <location filename="../../app/open_path.py" line="37"/>
        <source>Path</source>
        <translation>Pfad</translation>
    </message>
    <message>
        <location filename="../../app/open_path.py" line="40"/>
        <source>Copy path</source>
        <translation>Pfad kopieren</translation>
    </message>
    <message>
        <location filename="../../app/open_path.py" line="41"/>
        <source>Copy the path to the clipboard</source>
        <translation>Pfad in die Zwischenablage kopieren</translation>
    </message>
    <message>
        <location filename="../../app/open_path.py" line="56"/>
        <source>Copied</source>
        <translation>Kopiert</translation>
    </message>
</context>
<context>
    <name>Player</name>
    <message>
        <location filename="../../app/editor/player.py" line="129"/>
        <source>the media cannot be played</source>
        <translation>das Medium kann nicht abgespielt werden</translation>
    </message>
</context>
<context>
    <name>PreviewPanel</name>
    <message>
        <location filename="../../app/preview.py" line="70"/>
        <location filename="../../app/preview.py" line="137"/>
        <source>Select a job to see its transcript.</source>
        <translation>Einen Job auswählen, um sein Transkript zu sehen.</translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="75"/>
        <source>Transcript preview</source>
        <translation>Transkriptvorschau</translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="78"/>
        <source>Speaker</source>
        <translation>Sprecher</translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="78"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="81"/>
        <source>Double-click a name to rename that speaker</source>
        <translation>Doppelklick auf einen Namen benennt den Sprecher um</translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="82"/>
        <source>Speakers</source>
        <translation>Sprecher</translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="83"/>
        <source>Edit a name to rename that speaker in every output file</source>
        <translation>Namen bearbeiten, um den Sprecher in allen Ausgabedateien umzubenennen</translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="92"/>
        <source>Find speakers again…</source>
        <translation>Sprecher neu finden…</translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="94"/>
        <source>Wrong number of speakers? Say how many talk: the words are kept and only the speakers are found again</source>
        <translation>Falsche Sprecherzahl? Geben Sie an, wie viele sprechen: Die Wörter bleiben, nur die Sprecher werden neu gefunden</translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="140"/>
        <source>Transcript of {name}</source>
        <translation>Transkript von {name}</translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="161"/>
        <source>Technical details (for a bug report):</source>
        <translation>Technische Details (für einen Fehlerbericht):</translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="182"/>
        <source>No speech was heard in this file, so its subtitle files have no cues.</source>
        <translation>In dieser Datei war keine Sprache zu hören, daher enthalten ihre Untertiteldateien keine Untertitel.</translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="188"/>
        <source>{name} failed</source>
        <translation>{name} fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="188"/>
        <source>{name} was cancelled</source>
        <translation>{name} wurde abgebrochen</translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="192"/>
        <source>Failed:</source>
        <translation>Fehlgeschlagen:</translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="192"/>
        <source>Cancelled:</source>
        <translation>Abgebrochen:</translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="193"/>
        <source>no reason was given</source>
        <translation>kein Grund angegeben</translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="194"/>
        <source>File:</source>
        <translation>Datei:</translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="194"/>
        <source>What to do:</source>
        <translation>Was zu tun ist:</translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="194"/>
        <source>Transcribed before it stopped:</source>
        <translation>Vor dem Abbruch transkribiert:</translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="260"/>
        <source>Type a name and press Enter: every output file is rewritten</source>
        <translation>Namen eingeben und Enter drücken: Alle Ausgabedateien werden neu geschrieben</translation>
    </message>
</context>
<context>
    <name>QueueKeeper</name>
    <message>
        <location filename="../../app/queue_keeper.py" line="89"/>
        <source>The saved queue could not be read ({error}); an empty queue starts.</source>
        <translation>Die gespeicherte Warteschlange konnte nicht gelesen werden ({error}); es wird mit einer leeren begonnen.</translation>
    </message>
    <message>
        <location filename="../../app/queue_keeper.py" line="106"/>
        <source>the file is no longer there (moved, renamed or deleted since it was queued)</source>
        <translation>die Datei ist nicht mehr vorhanden (seit dem Einreihen verschoben, umbenannt oder gelöscht)</translation>
    </message>
    <message>
        <location filename="../../app/queue_keeper.py" line="141"/>
        <source>The queue could not be saved ({error}); it is tried again with the next change.</source>
        <translation>Die Warteschlange konnte nicht gespeichert werden ({error}); bei der nächsten Änderung wird es erneut versucht.</translation>
    </message>
</context>
<context>
    <name>QueueModel</name>
    <message>
        <location filename="../../app/queue_view.py" line="53"/>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="53"/>
        <source>Duration</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="53"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="53"/>
        <source>Progress</source>
        <translation>Fortschritt</translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="54"/>
        <source>Device</source>
        <translation>Gerät</translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="54"/>
        <source>Actions</source>
        <translation>Aktionen</translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="56"/>
        <source>queued</source>
        <translation>Wartend</translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="56"/>
        <source>decoding</source>
        <translation>Dekodierung</translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="57"/>
        <source>transcribing</source>
        <translation>Transkription</translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="57"/>
        <source>diarizing</source>
        <translation>Sprechertrennung</translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="58"/>
        <source>writing</source>
        <translation>Schreiben</translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="58"/>
        <source>done</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="58"/>
        <source>failed</source>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="59"/>
        <source>cancelled</source>
        <translation>Abgebrochen</translation>
    </message>
</context>
<context>
    <name>QueueView</name>
    <message>
        <location filename="../../app/queue_view.py" line="283"/>
        <source>Job queue</source>
        <translation>Job-Warteschlange</translation>
    </message>
</context>
<context>
    <name>RowActions</name>
    <message>
        <location filename="../../app/queue_view.py" line="215"/>
        <source>Cancel this job</source>
        <translation>Diesen Job abbrechen</translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="216"/>
        <source>Run this job again</source>
        <translation>Diesen Job erneut ausführen</translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="217"/>
        <source>Remove from the queue</source>
        <translation>Aus der Warteschlange entfernen</translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="218"/>
        <source>Open the output folder</source>
        <translation>Ausgabeordner öffnen</translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="219"/>
        <source>Open the subtitle file</source>
        <translation>Untertiteldatei öffnen</translation>
    </message>
</context>
<context>
    <name>SettingsPanel</name>
    <message>
        <location filename="../../app/settings_panel.py" line="67"/>
        <location filename="../../app/settings_panel.py" line="269"/>
        <source>Automatic</source>
        <translation>Automatisch</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="68"/>
        <source>NVIDIA CUDA</source>
        <translation>NVIDIA CUDA</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="69"/>
        <source>AMD ROCm</source>
        <translation>AMD ROCm</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="70"/>
        <source>Apple Metal (MPS)</source>
        <translation>Apple Metal (MPS)</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="71"/>
        <source>Intel XPU</source>
        <translation>Intel XPU</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="72"/>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="90"/>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="98"/>
        <source>Downloaded to {path}</source>
        <translation>Heruntergeladen nach {path}</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="100"/>
        <source>Download failed: {why}</source>
        <translation>Download fehlgeschlagen: {why}</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="158"/>
        <source>Compute</source>
        <translation>Berechnung</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="163"/>
        <source>Checking which backends are available…</source>
        <translation>Verfügbare Backends werden geprüft…</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="174"/>
        <source>&amp;Backend:</source>
        <translation>&amp;Backend:</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="176"/>
        <source>&amp;Engine:</source>
        <translation>&amp;Engine:</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="178"/>
        <source>Automatic (long files, where faster)</source>
        <translation>Automatisch (lange Dateien, wo schneller)</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="179"/>
        <source>Always</source>
        <translation>Immer</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="180"/>
        <source>Never</source>
        <translation>Nie</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="181"/>
        <source>Batc&amp;hed inference:</source>
        <translation>Batc&amp;h-Inferenz:</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="188"/>
        <source>Speech recognition</source>
        <translation>Spracherkennung</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="196"/>
        <location filename="../../app/settings_panel.py" line="246"/>
        <location filename="../../app/settings_panel.py" line="296"/>
        <location filename="../../app/settings_panel.py" line="365"/>
        <source>Browse…</source>
        <translation>Wählen…</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="197"/>
        <source>Choose a local model folder</source>
        <translation>Lokalen Modellordner wählen</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="201"/>
        <source>&amp;Model:</source>
        <translation>&amp;Modell:</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="205"/>
        <source>Model download state</source>
        <translation>Download-Status des Modells</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="206"/>
        <source>Download</source>
        <translation>Herunterladen</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="207"/>
        <source>Download the selected model</source>
        <translation>Ausgewähltes Modell herunterladen</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="211"/>
        <source>Model download progress</source>
        <translation>Download-Fortschritt des Modells</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="222"/>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="224"/>
        <source>Transcribe (the speech&apos;s language)</source>
        <translation>Transkribieren (Originalsprache)</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="225"/>
        <source>Translate to English</source>
        <translation>Ins Englische übersetzen</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="226"/>
        <source>&amp;Task:</source>
        <translation>&amp;Aufgabe:</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="229"/>
        <source>names, terms, …</source>
        <translation>Namen, Begriffe, …</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="230"/>
        <source>Load…</source>
        <translation>Laden…</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="231"/>
        <location filename="../../app/settings_panel.py" line="574"/>
        <source>Load a vocabulary file</source>
        <translation>Vokabulardatei laden</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="235"/>
        <source>&amp;Vocabulary:</source>
        <translation>&amp;Vokabular:</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="237"/>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="238"/>
        <source>&amp;Prompt:</source>
        <translation>&amp;Prompt:</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="239"/>
        <source>Skip silence (voice activity detection)</source>
        <translation>Stille überspringen (Sprachaktivitätserkennung)</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="241"/>
        <source>Offline: use downloaded models only</source>
        <translation>Offline: nur geladene Modelle</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="245"/>
        <source>default user cache</source>
        <translation>Standard-Benutzercache</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="247"/>
        <source>Choose the model cache folder</source>
        <translation>Modell-Cache-Ordner wählen</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="251"/>
        <source>Model &amp;cache:</source>
        <translation>Modell-&amp;Cache:</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="265"/>
        <source>Speakers</source>
        <translation>Sprecher</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="267"/>
        <source>Label speakers (diarization)</source>
        <translation>Sprecher kennzeichnen (Sprechertrennung)</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="270"/>
        <source>Number of speakers: automatic</source>
        <translation>Sprecherzahl: automatisch</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="271"/>
        <source>Exactly</source>
        <translation>Genau</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="272"/>
        <source>Number of speakers: exact</source>
        <translation>Sprecherzahl: genau</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="273"/>
        <source>Between</source>
        <translation>Zwischen</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="274"/>
        <source>Number of speakers: range</source>
        <translation>Sprecherzahl: Bereich</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="287"/>
        <source>and</source>
        <translation>und</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="290"/>
        <source>Number:</source>
        <translation>Anzahl:</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="297"/>
        <source>Choose a local diarization folder</source>
        <translation>Lokalen Ordner für Sprechertrennung wählen</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="301"/>
        <source>Pipeline:</source>
        <translation>Pipeline:</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="303"/>
        <source>Hugging Face token</source>
        <translation>Token für Hugging Face</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="304"/>
        <source>Needed once to download pyannote models; kept in the system keyring</source>
        <translation>Einmalig nötig, um pyannote-Modelle herunterzuladen; wird im Schlüsselbund des Systems gespeichert</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="307"/>
        <source>Save token</source>
        <translation>Token speichern</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="308"/>
        <source>Save the Hugging Face token in the keyring</source>
        <translation>Token für Hugging Face im Schlüsselbund speichern</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="311"/>
        <source>HF &amp;token:</source>
        <translation>HF-&amp;Token:</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="319"/>
        <source>Recognise voices I have named</source>
        <translation>Von mir benannte Stimmen erkennen</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="321"/>
        <source>Voices…</source>
        <translation>Stimmen…</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="323"/>
        <source>List or forget remembered voices</source>
        <translation>Gemerkte Stimmen anzeigen oder vergessen</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="344"/>
        <source>Known voices</source>
        <translation>Bekannte Stimmen</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="349"/>
        <source>Output</source>
        <translation>Ausgabe</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="354"/>
        <source>Write {fmt}</source>
        <translation>{fmt} schreiben</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="358"/>
        <source>Formats:</source>
        <translation>Formate:</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="359"/>
        <source>JSON is always written too: speaker renames are rebuilt from it.</source>
        <translation>JSON wird immer mitgeschrieben: Sprecher-Umbenennungen werden daraus neu erzeugt.</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="364"/>
        <source>beside each input file</source>
        <translation>neben jeder Eingabedatei</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="366"/>
        <source>Choose the output folder</source>
        <translation>Ausgabeordner wählen</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="370"/>
        <source>&amp;Folder:</source>
        <translation>&amp;Ordner:</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="371"/>
        <source>When subtitles already exist</source>
        <translation>Wenn Untertitel bereits existieren</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="372"/>
        <source>Keep them (the job fails)</source>
        <translation>Behalten (Job schlägt fehl)</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="373"/>
        <source>Overwrite them</source>
        <translation>Überschreiben</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="374"/>
        <source>Skip the file</source>
        <translation>Datei überspringen</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="375"/>
        <source>If files &amp;exist:</source>
        <translation>&amp;Falls vorhanden:</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="381"/>
        <source>Window</source>
        <translation>Fenster</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="383"/>
        <source>The window&apos;s language</source>
        <translation>Sprache des Fensters</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="384"/>
        <source>As the system</source>
        <translation>Wie das System</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="387"/>
        <source>&amp;Interface:</source>
        <translation>&amp;Oberfläche:</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="388"/>
        <source>A new language shows when the app starts again.</source>
        <translation>Eine neue Sprache gilt ab dem nächsten Start.</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="395"/>
        <source>Subtitle rules</source>
        <translation>Untertitelregeln</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="418"/>
        <source>Two speakers in one subtitle as “- ” lines</source>
        <translation>Zwei Sprecher pro Untertitel als „- “-Zeilen</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="420"/>
        <source>Highlight each word as it is spoken (VTT, ASS)</source>
        <translation>Jedes Wort beim Sprechen hervorheben (VTT, ASS)</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="422"/>
        <source>Name the speaker even when only one speaks</source>
        <translation>Sprecher auch nennen, wenn nur einer spricht</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="423"/>
        <source>Characters per &amp;line:</source>
        <translation>Zeichen pro &amp;Zeile:</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="424"/>
        <source>Lines per &amp;subtitle:</source>
        <translation>Zeilen pro &amp;Untertitel:</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="425"/>
        <source>Characters per &amp;second:</source>
        <translation>Zeichen pro Se&amp;kunde:</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="426"/>
        <source>Shortest:</source>
        <translation>Mindestdauer:</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="427"/>
        <source>Longest:</source>
        <translation>Höchstdauer:</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="428"/>
        <source>Smallest &amp;gap:</source>
        <translation>Min&amp;destabstand:</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="429"/>
        <source>Longest &amp;pause:</source>
        <translation>Längste &amp;Pause:</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="568"/>
        <source>Choose a model folder</source>
        <translation>Modellordner wählen</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="575"/>
        <source>Text files (*.txt *.csv);;All files (*)</source>
        <translation>Textdateien (*.txt *.csv);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="581"/>
        <source>Vocabulary</source>
        <translation>Vokabular</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="587"/>
        <source>Choose a folder</source>
        <translation>Ordner wählen</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="604"/>
        <source>{title} ({picked})</source>
        <translation>{title} ({picked})</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="609"/>
        <source>{title} (not available)</source>
        <translation>{title} (nicht verfügbar)</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="618"/>
        <source>{device}, {n} threads</source>
        <translation>{device}, {n} Threads</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="622"/>
        <source>Could not check the backends: {error}</source>
        <translation>Backends konnten nicht geprüft werden: {error}</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="632"/>
        <source>The best backend that works here: {device}</source>
        <translation>Das beste Backend, das hier funktioniert: {device}</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="636"/>
        <source>Available: {device}</source>
        <translation>Verfügbar: {device}</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="639"/>
        <source>Not available here: {why}. Jobs will fall back to the CPU.</source>
        <translation>Hier nicht verfügbar: {why}. Jobs laufen stattdessen auf der CPU.</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="640"/>
        <source>no such device</source>
        <translation>kein solches Gerät</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="668"/>
        <source>Local model: {path}</source>
        <translation>Lokales Modell: {path}</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="671"/>
        <source>Checking…</source>
        <translation>Wird geprüft…</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="688"/>
        <source>Unknown model name</source>
        <translation>Unbekannter Modellname</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="690"/>
        <source>Downloaded</source>
        <translation>Heruntergeladen</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="692"/>
        <source>Not downloaded, and offline mode is on: choose a model on this computer</source>
        <translation>Nicht geladen, und der Offline-Modus ist an: Wählen Sie ein Modell auf diesem Computer</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="694"/>
        <source>Not downloaded, and there is no connection now: choose a model on this computer</source>
        <translation>Nicht geladen, und gerade gibt es keine Verbindung: Wählen Sie ein Modell auf diesem Computer</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="695"/>
        <source>Not downloaded yet (downloads on first use)</source>
        <translation>Noch nicht heruntergeladen (wird bei der ersten Nutzung geladen)</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="699"/>
        <source>{name} (on this computer)</source>
        <translation>{name} (auf diesem Computer)</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="700"/>
        <source>{name} (on this computer, in {folder})</source>
        <translation>{name} (auf diesem Computer, in {folder})</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="719"/>
        <source>Downloading {name}…</source>
        <translation>{name} wird heruntergeladen…</translation>
    </message>
</context>
<context>
    <name>StartGate</name>
    <message>
        <location filename="../../app/model_notice.py" line="195"/>
        <source>Checking the models…</source>
        <translation>Modelle werden geprüft…</translation>
    </message>
    <message>
        <location filename="../../app/model_notice.py" line="215"/>
        <source>Speaker labelling is on: a speaker pipeline is on this computer.</source>
        <translation>Sprecherkennzeichnung ist eingeschaltet: Auf diesem Computer ist eine Sprecher-Pipeline vorhanden.</translation>
    </message>
    <message>
        <location filename="../../app/model_notice.py" line="230"/>
        <source>Ready</source>
        <translation>Bereit</translation>
    </message>
    <message>
        <location filename="../../app/model_notice.py" line="251"/>
        <source>Could not check the models: {error}</source>
        <translation>Modelle konnten nicht geprüft werden: {error}</translation>
    </message>
    <message>
        <location filename="../../app/model_notice.py" line="266"/>
        <source>Using {label}</source>
        <translation>{label} wird verwendet</translation>
    </message>
    <message>
        <location filename="../../app/model_notice.py" line="282"/>
        <source>There is still no connection: {name} cannot be downloaded now.</source>
        <translation>Weiterhin keine Verbindung: {name} kann jetzt nicht heruntergeladen werden.</translation>
    </message>
</context>
<context>
    <name>StartHint</name>
    <message>
        <location filename="../../app/start_hint.py" line="25"/>
        <source>{name} is queued and waits for you: press Start (Ctrl+R) to turn it into subtitles.</source>
        <translation>{name} steht in der Warteschlange und wartet auf Sie: Drücken Sie Start (Strg+R), um Untertitel daraus zu machen.</translation>
    </message>
    <message>
        <location filename="../../app/start_hint.py" line="27"/>
        <source>The queue waits for you: press Start (Ctrl+R) to turn its files into subtitles.</source>
        <translation>Die Warteschlange wartet auf Sie: Drücken Sie Start (Strg+R), um Untertitel aus ihren Dateien zu machen.</translation>
    </message>
    <message>
        <location filename="../../app/start_hint.py" line="30"/>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <location filename="../../app/start_hint.py" line="31"/>
        <source>Start the queue</source>
        <translation>Warteschlange starten</translation>
    </message>
</context>
<context>
    <name>TokenField</name>
    <message>
        <location filename="../../app/token_field.py" line="27"/>
        <source>A token is stored in the system keyring.</source>
        <translation>Im Schlüsselbund des Systems ist ein Token gespeichert.</translation>
    </message>
    <message>
        <location filename="../../app/token_field.py" line="36"/>
        <source>Token {outcome}.</source>
        <translation>Token {outcome}.</translation>
    </message>
    <message>
        <location filename="../../app/token_field.py" line="39"/>
        <source>Not saved: {why}. The token is used for this session only.</source>
        <translation>Nicht gespeichert: {why}. Das Token gilt nur für diese Sitzung.</translation>
    </message>
    <message>
        <location filename="../../app/token_store.py" line="36"/>
        <source>removed from the system keyring</source>
        <translation>aus dem Schlüsselbund des Systems entfernt</translation>
    </message>
    <message>
        <location filename="../../app/token_store.py" line="37"/>
        <source>no token was stored</source>
        <translation>war nicht gespeichert</translation>
    </message>
    <message>
        <location filename="../../app/token_store.py" line="42"/>
        <source>saved in the system keyring</source>
        <translation>im Schlüsselbund des Systems gespeichert</translation>
    </message>
</context>
<context>
    <name>TranscriptView</name>
    <message>
        <source>Live transcript</source>
        <translation>Live-Transkript</translation>
    </message>
</context>
<context>
    <name>VideoExportDialog</name>
    <message>
        <location filename="../../app/video_export_dialog.py" line="42"/>
        <source>Export video</source>
        <translation>Video exportieren</translation>
    </message>
    <message>
        <location filename="../../app/video_export_dialog.py" line="50"/>
        <source>Put the subtitles of {name} into a copy of the video.</source>
        <translation>Die Untertitel von {name} in eine Kopie des Videos einfügen.</translation>
    </message>
    <message>
        <location filename="../../app/video_export_dialog.py" line="55"/>
        <source>Subtitle track (the picture is copied; viewers can switch it off)</source>
        <translation>Untertitelspur (Bild wird kopiert; für Zuschauer abschaltbar)</translation>
    </message>
    <message>
        <location filename="../../app/video_export_dialog.py" line="56"/>
        <source>Burned into the picture, in the speakers&apos; colours (re-encodes)</source>
        <translation>Ins Bild eingebrannt, in den Sprecherfarben (neu kodiert)</translation>
    </message>
    <message>
        <location filename="../../app/video_export_dialog.py" line="65"/>
        <source>Subtitles:</source>
        <translation>Untertitel:</translation>
    </message>
    <message>
        <location filename="../../app/video_export_dialog.py" line="67"/>
        <source>MKV (keeps the speakers&apos; styles)</source>
        <translation>MKV (behält die Sprecherstile)</translation>
    </message>
    <message>
        <location filename="../../app/video_export_dialog.py" line="68"/>
        <source>MP4 (plays almost everywhere)</source>
        <translation>MP4 (läuft fast überall)</translation>
    </message>
    <message>
        <location filename="../../app/video_export_dialog.py" line="69"/>
        <source>Container:</source>
        <translation>Container:</translation>
    </message>
    <message>
        <location filename="../../app/video_export_dialog.py" line="74"/>
        <source>Browse…</source>
        <translation>Wählen…</translation>
    </message>
    <message>
        <location filename="../../app/video_export_dialog.py" line="78"/>
        <source>Save as:</source>
        <translation>Speichern unter:</translation>
    </message>
    <message>
        <location filename="../../app/video_export_dialog.py" line="88"/>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <location filename="../../app/video_export_dialog.py" line="125"/>
        <source>Save the video as</source>
        <translation>Video speichern unter</translation>
    </message>
    <message>
        <location filename="../../app/video_export_dialog.py" line="126"/>
        <source>Video (*{suffix})</source>
        <translation>Video (*{suffix})</translation>
    </message>
    <message>
        <location filename="../../app/video_export_dialog.py" line="137"/>
        <source>Replace the file?</source>
        <translation>Datei ersetzen?</translation>
    </message>
    <message>
        <location filename="../../app/video_export_dialog.py" line="138"/>
        <source>{name} exists. Replace it?</source>
        <translation>{name} existiert bereits. Ersetzen?</translation>
    </message>
    <message>
        <location filename="../../app/video_export_dialog.py" line="149"/>
        <source>Exporting…</source>
        <translation>Wird exportiert…</translation>
    </message>
    <message>
        <location filename="../../app/video_export_dialog.py" line="164"/>
        <source>Saved {path}</source>
        <translation>{path} gespeichert</translation>
    </message>
    <message>
        <location filename="../../app/video_export_dialog.py" line="167"/>
        <location filename="../../app/video_export_dialog.py" line="170"/>
        <source>Export failed: {error}</source>
        <translation>Export fehlgeschlagen: {error}</translation>
    </message>
    <message>
        <location filename="../../app/video_export_dialog.py" line="181"/>
        <source>Export cancelled; nothing was written.</source>
        <translation>Export abgebrochen; es wurde nichts geschrieben.</translation>
    </message>
    <message>
        <location filename="../../app/video_export_dialog.py" line="197"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../../app/video_export_dialog.py" line="197"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>VoicesDialog</name>
    <message>
        <location filename="../../app/voices_dialog.py" line="31"/>
        <source>Known voices</source>
        <translation>Bekannte Stimmen</translation>
    </message>
    <message>
        <location filename="../../app/voices_dialog.py" line="35"/>
        <source>When known voices are on, naming a speaker remembers that voice, and later files name it for you. Voices stay on this computer, in {path}.</source>
        <translation>Sind bekannte Stimmen eingeschaltet, merkt sich das Programm beim Benennen eines Sprechers dessen Stimme, und in späteren Dateien wird er automatisch benannt. Die Stimmen bleiben auf diesem Computer, in {path}.</translation>
    </message>
    <message>
        <location filename="../../app/voices_dialog.py" line="43"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../../app/voices_dialog.py" line="43"/>
        <source>Recordings</source>
        <translation>Aufnahmen</translation>
    </message>
    <message>
        <location filename="../../app/voices_dialog.py" line="43"/>
        <source>Last named</source>
        <translation>Zuletzt benannt</translation>
    </message>
    <message>
        <location filename="../../app/voices_dialog.py" line="49"/>
        <source>No voices are remembered yet.</source>
        <translation>Noch keine Stimmen gemerkt.</translation>
    </message>
    <message>
        <location filename="../../app/voices_dialog.py" line="52"/>
        <source>Forget this voice</source>
        <translation>Diese Stimme vergessen</translation>
    </message>
    <message>
        <location filename="../../app/voices_dialog.py" line="92"/>
        <location filename="../../app/voices_dialog.py" line="101"/>
        <source>Forget a voice</source>
        <translation>Stimme vergessen</translation>
    </message>
    <message>
        <location filename="../../app/voices_dialog.py" line="93"/>
        <source>Forget the voice of {name}? Later files will not be named {name} by voice.</source>
        <translation>Die Stimme von {name} vergessen? In späteren Dateien wird dann niemand mehr anhand der Stimme als {name} benannt.</translation>
    </message>
</context>
<context>
    <name>failure_help</name>
    <message>
        <location filename="../../app/failure_help.py" line="13"/>
        <source>The file was moved, renamed or deleted after it was queued. Put it back, or add it again from where it is now.</source>
        <translation>Die Datei wurde nach dem Einreihen verschoben, umbenannt oder gelöscht. Legen Sie sie zurück oder fügen Sie sie von ihrem jetzigen Ort aus erneut hinzu.</translation>
    </message>
    <message>
        <location filename="../../app/failure_help.py" line="17"/>
        <source>The file is empty: it may still be copying or downloading. Wait until it is complete, then Retry.</source>
        <translation>Die Datei ist leer: Vielleicht wird sie noch kopiert oder heruntergeladen. Warten Sie, bis sie vollständig ist, und klicken Sie dann auf „Wiederholen“.</translation>
    </message>
    <message>
        <location filename="../../app/failure_help.py" line="20"/>
        <source>This file is not audio or video, whatever its name says. Remove it from the queue.</source>
        <translation>Diese Datei ist weder Audio noch Video, auch wenn ihr Name etwas anderes sagt. Entfernen Sie sie aus der Warteschlange.</translation>
    </message>
    <message>
        <location filename="../../app/failure_help.py" line="23"/>
        <source>The file is damaged or incomplete. Check that it plays in a media player; download or export it again, then add it again.</source>
        <translation>Die Datei ist beschädigt oder unvollständig. Prüfen Sie, ob sie sich in einem Mediaplayer abspielen lässt; laden Sie sie neu herunter oder exportieren Sie sie neu und fügen Sie sie dann wieder hinzu.</translation>
    </message>
    <message>
        <location filename="../../app/failure_help.py" line="27"/>
        <source>The file has no sound track. Use the file that has the sound, or export the video with its audio.</source>
        <translation>Die Datei hat keine Tonspur. Verwenden Sie die Datei, die den Ton enthält, oder exportieren Sie das Video mit Ton.</translation>
    </message>
    <message>
        <location filename="../../app/failure_help.py" line="30"/>
        <source>The file could not be read. Check that it plays in a media player, or convert it to WAV or MP3.</source>
        <translation>Die Datei konnte nicht gelesen werden. Prüfen Sie, ob sie sich in einem Mediaplayer abspielen lässt, oder konvertieren Sie sie in WAV oder MP3.</translation>
    </message>
    <message>
        <location filename="../../app/failure_help.py" line="33"/>
        <source>Reading this type of file needs FFmpeg. Install FFmpeg (docs/INSTALL.md) or convert the file to WAV, then Retry.</source>
        <translation>Zum Lesen dieses Dateityps wird FFmpeg benötigt. Installieren Sie FFmpeg (docs/INSTALL.md) oder konvertieren Sie die Datei in WAV und klicken Sie dann auf „Wiederholen“.</translation>
    </message>
    <message>
        <location filename="../../app/failure_help.py" line="37"/>
        <source>The model is not on this computer. Download it in the settings (Download), turn off “Offline”, or choose a local model folder; then Retry.</source>
        <translation>Das Modell ist nicht auf diesem Computer. Laden Sie es in den Einstellungen herunter (Herunterladen), schalten Sie „Offline“ aus oder wählen Sie einen lokalen Modellordner; klicken Sie dann auf „Wiederholen“.</translation>
    </message>
    <message>
        <location filename="../../app/failure_help.py" line="41"/>
        <source>The model could not be downloaded. Check the internet connection (and any proxy), then Retry; or choose a model that is already downloaded.</source>
        <translation>Das Modell konnte nicht heruntergeladen werden. Prüfen Sie die Internetverbindung (und einen etwaigen Proxy) und klicken Sie dann auf „Wiederholen“; oder wählen Sie ein bereits heruntergeladenes Modell.</translation>
    </message>
    <message>
        <location filename="../../app/failure_help.py" line="45"/>
        <source>The downloaded model is damaged. Download it again in the settings, or choose another model; then Retry.</source>
        <translation>Das heruntergeladene Modell ist beschädigt. Laden Sie es in den Einstellungen erneut herunter oder wählen Sie ein anderes Modell; klicken Sie dann auf „Wiederholen“.</translation>
    </message>
    <message>
        <location filename="../../app/failure_help.py" line="49"/>
        <source>The model could not be loaded. Choose another model, or download this one again; then Retry.</source>
        <translation>Das Modell konnte nicht geladen werden. Wählen Sie ein anderes Modell oder laden Sie dieses erneut herunter; klicken Sie dann auf „Wiederholen“.</translation>
    </message>
    <message>
        <location filename="../../app/failure_help.py" line="52"/>
        <source>Labelling speakers needs a Hugging Face token once, to download the pyannote model. Enter it in the settings (HF token), or turn off “Label speakers”; then Retry.</source>
        <translation>Zum Kennzeichnen der Sprecher wird einmalig ein Token für Hugging Face benötigt, um das pyannote-Modell herunterzuladen. Geben Sie es in den Einstellungen ein (HF-Token) oder schalten Sie „Sprecher kennzeichnen“ aus; klicken Sie dann auf „Wiederholen“.</translation>
    </message>
    <message>
        <location filename="../../app/failure_help.py" line="56"/>
        <source>Subtitles with this name are already in the output folder. Press Retry: the window asks whether to replace them or keep both.</source>
        <translation>Im Ausgabeordner liegen bereits Untertitel mit diesem Namen. Klicken Sie auf „Wiederholen“: Das Fenster fragt, ob sie ersetzt oder beide behalten werden sollen.</translation>
    </message>
    <message>
        <location filename="../../app/failure_help.py" line="60"/>
        <source>The output folder cannot take the subtitles (the reason says why: full, read-only or not yours to write). Free some space or choose another output folder, then Retry; a transcript that was already made is kept, so Retry only writes the files.</source>
        <translation>Der Ausgabeordner kann die Untertitel nicht aufnehmen (der Grund nennt die Ursache: voll, schreibgeschützt oder ohne Schreibrecht für Sie). Geben Sie Speicherplatz frei oder wählen Sie einen anderen Ausgabeordner und klicken Sie dann auf „Wiederholen“; ein bereits erstelltes Transkript bleibt erhalten, sodass „Wiederholen“ nur die Dateien schreibt.</translation>
    </message>
    <message>
        <location filename="../../app/failure_help.py" line="65"/>
        <source>A setting does not fit this job (the reason says which). Correct it in the settings, then Retry.</source>
        <translation>Eine Einstellung passt nicht zu diesem Job (der Grund nennt sie). Korrigieren Sie sie in den Einstellungen und klicken Sie dann auf „Wiederholen“.</translation>
    </message>
    <message>
        <location filename="../../app/failure_help.py" line="68"/>
        <source>Batch runs on a Ray cluster need the cluster extra: pip install &apos;whisper-subtitler[cluster]&apos;.</source>
        <translation>Batch-Läufe auf einem Ray-Cluster benötigen das Extra „cluster“: pip install &apos;whisper-subtitler[cluster]&apos;.</translation>
    </message>
    <message>
        <location filename="../../app/failure_help.py" line="71"/>
        <source>The speech engine failed. Choose the other engine or a smaller model in the settings, then Retry.</source>
        <translation>Die Spracherkennungs-Engine ist fehlgeschlagen. Wählen Sie in den Einstellungen die andere Engine oder ein kleineres Modell und klicken Sie dann auf „Wiederholen“.</translation>
    </message>
    <message>
        <location filename="../../app/failure_help.py" line="74"/>
        <source>The GPU failed. Choose CPU as the backend in the settings, then Retry.</source>
        <translation>Auf der GPU ist ein Fehler aufgetreten. Wählen Sie in den Einstellungen CPU als Backend und klicken Sie dann auf „Wiederholen“.</translation>
    </message>
    <message>
        <location filename="../../app/failure_help.py" line="77"/>
        <source>The video could not be made. Try the other container (MKV takes every codec), or install the ffmpeg program to burn subtitles in.</source>
        <translation>Das Video konnte nicht erstellt werden. Versuchen Sie den anderen Container (MKV nimmt jeden Codec auf) oder installieren Sie das Programm ffmpeg, um Untertitel einzubrennen.</translation>
    </message>
    <message>
        <location filename="../../app/failure_help.py" line="81"/>
        <source>The audio input stopped during the live session (a microphone unplugged or its driver gone). What was recorded until then is saved with its captions. Connect the input again and start a new session.</source>
        <translation>Der Audioeingang hat während der Live-Sitzung aufgehört (ein Mikrofon wurde getrennt oder sein Treiber ist weg). Was bis dahin aufgenommen wurde, ist mit seinen Untertiteln gespeichert. Schließen Sie den Eingang wieder an und starten Sie eine neue Sitzung.</translation>
    </message>
    <message>
        <location filename="../../app/failure_help.py" line="81"/>
        <source>No audio came from the input. Check that the microphone is connected, chosen in the settings and not muted (and that this program may use it), then start again.</source>
        <translation>Vom Eingang kam kein Ton. Prüfen Sie, ob das Mikrofon angeschlossen, in den Einstellungen gewählt und nicht stummgeschaltet ist (und ob dieses Programm es verwenden darf), und starten Sie dann erneut.</translation>
    </message>
    <message>
        <location filename="../../app/failure_help.py" line="81"/>
        <source>The computer ran out of memory. Choose a smaller model (base or small) or the CPU as the backend in the settings, close other programs that use much memory, then Retry.</source>
        <translation>Dem Computer ist der Arbeitsspeicher ausgegangen. Wählen Sie in den Einstellungen ein kleineres Modell (base oder small) oder die CPU als Backend, schließen Sie andere speicherintensive Programme und klicken Sie dann auf „Wiederholen“.</translation>
    </message>
    <message>
        <location filename="../../app/failure_help.py" line="85"/>
        <source>The job’s process ended without a word, most often because memory ran out. Choose a smaller model (base or small) or the CPU as the backend in the settings, close other programs that use much memory, then Retry. If it happens again, the log has the details.</source>
        <translation>Der Prozess des Jobs endete ohne Meldung, meist weil der Arbeitsspeicher ausging. Wählen Sie in den Einstellungen ein kleineres Modell (base oder small) oder die CPU als Backend, schließen Sie andere speicherintensive Programme und klicken Sie dann auf „Wiederholen“. Passiert es erneut, stehen die Details im Protokoll.</translation>
    </message>
    <message>
        <location filename="../../app/failure_help.py" line="90"/>
        <source>Something unexpected went wrong. Retry; if it fails again, copy the log (it has the details) into a bug report.</source>
        <translation>Etwas Unerwartetes ist schiefgegangen. Klicken Sie auf „Wiederholen“; schlägt es erneut fehl, kopieren Sie das Protokoll (es enthält die Details) in einen Fehlerbericht.</translation>
    </message>
</context>
<context>
    <name>open_path</name>
    <message>
        <location filename="../../app/open_path.py" line="63"/>
        <source>folder</source>
        <translation>Der Ordner</translation>
    </message>
    <message>
        <location filename="../../app/open_path.py" line="63"/>
        <source>file</source>
        <translation>Die Datei</translation>
    </message>
    <message>
        <location filename="../../app/open_path.py" line="65"/>
        <source>The {what} does not exist</source>
        <translation>{what} existiert nicht</translation>
    </message>
    <message>
        <location filename="../../app/open_path.py" line="66"/>
        <source>The {what} is not there (yet, or any more): nothing was written to it, or it was moved or deleted.</source>
        <translation>{what} ist (noch oder nicht mehr) nicht vorhanden: Entweder wurde nichts dorthin geschrieben, oder das Ziel wurde verschoben oder gelöscht.</translation>
    </message>
    <message>
        <location filename="../../app/open_path.py" line="72"/>
        <source>Could not open the {what}</source>
        <translation>{what} konnte nicht geöffnet werden</translation>
    </message>
    <message>
        <location filename="../../app/open_path.py" line="73"/>
        <source>No program on this desktop opens it (no file manager or launcher answered). Open it yourself from here:</source>
        <translation>Kein Programm dieses Desktops konnte das Ziel öffnen (kein Dateimanager oder Starter hat reagiert). Von hier aus selbst öffnen:</translation>
    </message>
</context>
<context>
    <name>parent</name>
    <message>
        <location filename="../../app/retry_question.py" line="34"/>
        <source>Subtitles already exist</source>
        <translation>Untertitel existieren bereits</translation>
    </message>
    <message>
        <location filename="../../app/retry_question.py" line="37"/>
        <source>{job} already has subtitles: {names}.</source>
        <translation>{job} hat bereits Untertitel: {names}.</translation>
    </message>
    <message>
        <location filename="../../app/retry_question.py" line="38"/>
        <source>Replace them with the new run, or keep both (the new files are named “{new}”)?</source>
        <translation>Durch den neuen Lauf ersetzen oder beide behalten (die neuen Dateien heißen „{new}“)?</translation>
    </message>
    <message>
        <location filename="../../app/retry_question.py" line="40"/>
        <source>Replace</source>
        <translation>Ersetzen</translation>
    </message>
    <message>
        <location filename="../../app/retry_question.py" line="41"/>
        <source>Keep both</source>
        <translation>Beide behalten</translation>
    </message>
</context>
<context>
    <name>translator</name>
    <message>
        <location filename="../../app/queue_view.py" line="165"/>
        <source>{percent}, {eta} left</source>
        <translation>{percent}, noch {eta}</translation>
    </message>
</context>
</TS>
