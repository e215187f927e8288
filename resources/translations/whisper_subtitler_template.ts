<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../../app/about.py" line="16"/>
        <source>Subtitles from speech, with speaker labels. Free software under the MIT licence.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/about.py" line="18"/>
        <source>Models shipped with this app</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/about.py" line="19"/>
        <source>None: this copy runs from a source checkout and downloads the models it needs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/about.py" line="21"/>
        <source>licence: {licence}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/about.py" line="74"/>
        <location filename="../../app/about.py" line="75"/>
        <source>About Whisper Subtitler</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CaptionView</name>
    <message>
        <source>Current caption</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CueModel</name>
    <message>
        <location filename="../../app/editor/cue_model.py" line="24"/>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/editor/cue_model.py" line="24"/>
        <source>End</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/editor/cue_model.py" line="25"/>
        <source>Duration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/editor/cue_model.py" line="25"/>
        <source>Speaker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/editor/cue_model.py" line="26"/>
        <source>Text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/editor/cue_model.py" line="26"/>
        <source>CPS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/editor/cue_model.py" line="146"/>
        <source>cue {n}, breaks rules</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DeviceInfoDialog</name>
    <message>
        <location filename="../../app/device_info.py" line="25"/>
        <location filename="../../app/device_info.py" line="26"/>
        <source>Device info</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="29"/>
        <source>Probing the devices of this computer…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="32"/>
        <source>Item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="32"/>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="33"/>
        <source>Devices, backends and versions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="37"/>
        <source>Copy as JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="38"/>
        <source>Copy the device info as JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="41"/>
        <source>About…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="42"/>
        <source>About Whisper Subtitler and the models it ships</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="60"/>
        <source>Versions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="63"/>
        <source>Media decoder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="68"/>
        <source>System</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="69"/>
        <source>What `whisper-subtitler info` shows for this computer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="86"/>
        <source>Plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="89"/>
        <source>{engine} on {device}, {precision}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="92"/>
        <source>, {n} threads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="94"/>
        <source>why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="97"/>
        <source>environment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="99"/>
        <source>warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="104"/>
        <source>Backends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="104"/>
        <source>usable here: {names}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="105"/>
        <location filename="../../app/device_info.py" line="144"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="111"/>
        <source>yes: {devices}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="113"/>
        <source>not functional: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="115"/>
        <source>no: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="123"/>
        <source>{name}: {cores} cores / {threads} threads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="127"/>
        <source>, {gib:.1f} GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="128"/>
        <source>CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="130"/>
        <source>performance cores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="131"/>
        <source>threads used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="132"/>
        <source>instruction sets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="134"/>
        <source>torch kernels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="139"/>
        <source>not installed: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="141"/>
        <source>CPU precisions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="142"/>
        <source>{n} CUDA device(s): {types}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="145"/>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="147"/>
        <source>missing libraries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="159"/>
        <source>The device probe failed: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="111"/>
        <location filename="../../app/device_info.py" line="177"/>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="177"/>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DropZone</name>
    <message>
        <location filename="../../app/dropzone.py" line="25"/>
        <source>Drop zone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/dropzone.py" line="26"/>
        <source>Drop audio or video files, or folders, here to add them to the queue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/dropzone.py" line="45"/>
        <source>Drop more files or folders here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/dropzone.py" line="46"/>
        <source>Drop audio or video files or folders here</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EditorWindow</name>
    <message>
        <location filename="../../app/editor/window.py" line="92"/>
        <location filename="../../app/editor/window.py" line="235"/>
        <source>Review {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="119"/>
        <source>No playback here: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="121"/>
        <source>No media file: editing only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="123"/>
        <source>Waveform</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="128"/>
        <source>Cues</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="174"/>
        <source>Review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="178"/>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="179"/>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="181"/>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="187"/>
        <source>Play/Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="188"/>
        <source>Replay cue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="189"/>
        <source>Previous cue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="190"/>
        <source>Next cue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="192"/>
        <location filename="../../app/editor/window.py" line="358"/>
        <source>Split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="193"/>
        <source>Merge with next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="194"/>
        <location filename="../../app/editor/window.py" line="375"/>
        <source>Insert cue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="195"/>
        <source>Delete cues</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="196"/>
        <source>Speaker…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="197"/>
        <source>Rename speaker…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="198"/>
        <source>Shift times…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="199"/>
        <source>Find and replace…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="200"/>
        <location filename="../../app/editor/window.py" line="446"/>
        <source>Fix rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="201"/>
        <source>Shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="203"/>
        <source>Start earlier (100 ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="204"/>
        <source>Start later (100 ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="205"/>
        <source>End earlier (100 ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="206"/>
        <source>End later (100 ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="207"/>
        <source>Start earlier (10 ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="208"/>
        <source>Start later (10 ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="209"/>
        <source>End earlier (10 ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="210"/>
        <source>End later (10 ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="213"/>
        <source>Set start at playhead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="214"/>
        <source>Set end at playhead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="229"/>
        <source>{cues} cues, {marked} break a rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="309"/>
        <source>Edit text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="313"/>
        <source>Not a time: {value} (use h:mm:ss.mmm)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="316"/>
        <location filename="../../app/editor/window.py" line="321"/>
        <location filename="../../app/editor/window.py" line="332"/>
        <source>Retime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="318"/>
        <location filename="../../app/editor/window.py" line="394"/>
        <source>Change speaker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="326"/>
        <source>Nudge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="363"/>
        <source>Merge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="375"/>
        <source>Text:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="378"/>
        <source>Insert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="383"/>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="391"/>
        <source>Speaker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="391"/>
        <source>Speaker of the selected cues:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="404"/>
        <location filename="../../app/editor/window.py" line="410"/>
        <location filename="../../app/editor/window.py" line="415"/>
        <source>Rename speaker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="410"/>
        <source>Speaker to rename in every cue:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="416"/>
        <source>New name (another speaker&apos;s name makes the two one person):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="422"/>
        <source>Shift times</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="423"/>
        <source>Move {n} cues by (ms, negative = earlier):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="426"/>
        <source>Shift</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="440"/>
        <source>Replace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="441"/>
        <source>{count} replaced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="457"/>
        <source>Save failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="464"/>
        <source>Saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="477"/>
        <source>Autosave failed: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="497"/>
        <source>Unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="497"/>
        <source>Save the changes to {name}?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="504"/>
        <source>No media file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="506"/>
        <source>Reading the audio…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="513"/>
        <source>No waveform: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="523"/>
        <source>Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="528"/>
        <source>In a text cell, “ / ” starts a new line.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FindReplaceDialog</name>
    <message>
        <location filename="../../app/editor/window.py" line="542"/>
        <source>Find and replace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="546"/>
        <source>Whole words</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="547"/>
        <source>Match case</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="548"/>
        <source>Find:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="549"/>
        <source>Replace with:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="553"/>
        <source>Replace all</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FindSpeakersDialog</name>
    <message>
        <location filename="../../app/speakers_dialog.py" line="40"/>
        <source>Find speakers again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/speakers_dialog.py" line="44"/>
        <source>The words of {name} stay as they are; only who says them is found again, and every output file of this job is rewritten and its subtitles cut again. Names given since are replaced, unless known voices recognise them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/speakers_dialog.py" line="52"/>
        <source>Exactly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/speakers_dialog.py" line="54"/>
        <source>Between</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/speakers_dialog.py" line="64"/>
        <source>Let it count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/speakers_dialog.py" line="67"/>
        <location filename="../../app/speakers_dialog.py" line="72"/>
        <source>speakers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/speakers_dialog.py" line="70"/>
        <source>and</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/speakers_dialog.py" line="85"/>
        <source>Find speakers</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JobController</name>
    <message>
        <location filename="../../app/controller.py" line="253"/>
        <source>cancelled before it started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/controller.py" line="316"/>
        <source>Started {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/controller.py" line="360"/>
        <source>: press Retry to replace them or keep both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/controller.py" line="368"/>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/controller.py" line="458"/>
        <source>Could not remember the voice of {name}: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/controller.py" line="461"/>
        <source>Remembered the voice of {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/controller.py" line="396"/>
        <source>Removed unfinished output {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/controller.py" line="402"/>
        <source>Cancelled {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/controller.py" line="418"/>
        <source>Renamed {old} to {new} in {n} files</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JobSettings</name>
    <message>
        <location filename="../../core/job_settings.py" line="186"/>
        <source>Output folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="190"/>
        <source>Output formats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="194"/>
        <source>Engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="198"/>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="199"/>
        <source>A model name, or the path of a local model folder or .pt file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="209"/>
        <source>Batched inference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="210"/>
        <source>Decode several stretches of speech at once: faster on long files. Automatic batches where it was measured faster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="219"/>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="220"/>
        <source>auto detects the language; or type a code such as en</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="225"/>
        <source>Backend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="226"/>
        <source>Where the models run; Automatic picks the best available</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="231"/>
        <source>Characters per line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="233"/>
        <source>Lines per subtitle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="235"/>
        <source>Characters per second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="237"/>
        <source>Shortest subtitle in seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="239"/>
        <source>Longest subtitle in seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="241"/>
        <source>Smallest gap between subtitles in seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="242"/>
        <source>Subtitles closer than this are moved apart (default {default} s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="244"/>
        <source>Longest pause inside a subtitle in seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="245"/>
        <source>A pause in the speech longer than this ends a subtitle (default {default} s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="248"/>
        <source>Dialogue dashes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="250"/>
        <source>Word highlighting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="251"/>
        <source>Each word lights up as it is spoken, in VTT and ASS files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="255"/>
        <source>Label a lone speaker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="256"/>
        <source>Name the speaker in SRT, VTT and TXT files even when only one person speaks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="262"/>
        <source>Task</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="263"/>
        <source>Translate gives English subtitles for speech in another language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="268"/>
        <source>Prompt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="269"/>
        <source>Text the model reads first: context, or the spelling and punctuation you want</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="276"/>
        <source>Vocabulary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="277"/>
        <source>Names and terms, separated by commas: the model expects them, and words spelled nearly like them are corrected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="282"/>
        <source>Skip silence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="286"/>
        <source>Label speakers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="291"/>
        <source>Diarization model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="292"/>
        <source>Empty for the default pipeline; or a hub id or local folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="298"/>
        <source>Exact number of speakers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="299"/>
        <source>Count the people who talk. Someone who only says a word cannot be found, and counting them splits another speaker in two</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="304"/>
        <source>Fewest speakers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="308"/>
        <source>Most speakers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="316"/>
        <source>Known voices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="317"/>
        <source>Naming a speaker remembers that voice on this computer; later files name it for you</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="328"/>
        <source>Offline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="335"/>
        <source>Model cache folder</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LevelMeter</name>
    <message>
        <source>Input level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level {rms} dBFS, peak {peak} dBFS</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LiveRunner</name>
    <message>
        <source>The live session ended early ({reason}); the recording so far is kept.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LiveView</name>
    <message>
        <source>Live captions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Source:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transcribe the saved recording again with the full offline job and open it for review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Media file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File: {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Caption a media file as it plays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Audio and video ({patterns})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting: loading the model…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Captioning. Stop saves the recording and its subtitles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finishing the last words and saving…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved {files} in {folder}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No input was found: choose a media file to caption it as it plays.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a source and press Start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the speaker names given live</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refining speakers over the whole recording… {percent}% (Skip saves the names given live)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The speaker names given live are saved: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <location filename="../../app/log_panel.py" line="26"/>
        <source>Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/log_panel.py" line="27"/>
        <source>Messages from the jobs appear here.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../app/main_window.py" line="81"/>
        <location filename="../../app/main_window.py" line="83"/>
        <source>Whisper Subtitler</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="100"/>
        <source>Queue state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="106"/>
        <source>Ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="130"/>
        <source>The queue of the last session is back: {n} job(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="132"/>
        <source>{name} was running when the app stopped: it is queued again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="135"/>
        <source>Removed unfinished output {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="137"/>
        <source>{name} is no longer at {folder}: it is not started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="140"/>
        <source>{n} job(s) of the saved queue could not be read and were left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="148"/>
        <source>Skipped files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="155"/>
        <source>Show or hide the skipped files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="158"/>
        <source>Skipped files and why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="161"/>
        <source>Clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="162"/>
        <source>Clear the list of skipped files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="192"/>
        <source>Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="210"/>
        <location filename="../../app/main_window.py" line="262"/>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="232"/>
        <source>Add files…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="232"/>
        <location filename="../../app/main_window.py" line="386"/>
        <source>Add audio or video files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="234"/>
        <source>Add folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="235"/>
        <source>Add every audio and video file in a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="237"/>
        <location filename="../../app/main_window.py" line="734"/>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="237"/>
        <source>Start or pause the queue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="239"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="239"/>
        <source>Cancel the selected job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="241"/>
        <source>Retry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="241"/>
        <source>Run the selected job again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="243"/>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="243"/>
        <source>Remove the selected job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="245"/>
        <source>Open folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="246"/>
        <source>Open the selected job&apos;s output folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="248"/>
        <source>Open subtitle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="249"/>
        <source>Open the selected job&apos;s subtitle file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="251"/>
        <source>Export video…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="252"/>
        <source>Put the selected job&apos;s subtitles into its video</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="254"/>
        <source>Review…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="255"/>
        <source>Play the selected job with its subtitles and correct them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="257"/>
        <source>Open for review…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="258"/>
        <source>Review a subtitle file (SRT, VTT, ASS) or a job&apos;s JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="263"/>
        <source>Show or hide the settings (Ctrl+,)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="265"/>
        <source>Device info</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="266"/>
        <source>Backends, devices and versions on this computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="268"/>
        <source>About…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="269"/>
        <source>Version, licences and the models this app ships</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="277"/>
        <source>Main</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="384"/>
        <source>Audio and video ({patterns})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="385"/>
        <location filename="../../app/main_window.py" line="510"/>
        <source>All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="391"/>
        <source>Add a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="402"/>
        <source>already in the queue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="404"/>
        <source>already done in the queue (remove its row to run it again)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="404"/>
        <source>already in the queue (Retry runs it again)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="410"/>
        <source>subtitles already exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="417"/>
        <source>Added {n} file(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="430"/>
        <source>Skipped {path}: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="438"/>
        <source>Skipped: {n} file(s) not added</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="439"/>
        <source>Skipped: {n} file(s) not added, and why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="508"/>
        <location filename="../../app/main_window.py" line="522"/>
        <source>Open for review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="509"/>
        <source>Subtitles ({patterns})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="545"/>
        <source>Unsaved review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="546"/>
        <source>The review of {name} was not saved ({when}). Restore it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="566"/>
        <source>Saved the review of {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="588"/>
        <source>Its subtitle files stay where they are.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="590"/>
        <source>It will not be run again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="592"/>
        <source>It will not be transcribed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="594"/>
        <source>Remove the job?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="595"/>
        <source>Remove {name} from the queue? {detail}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="641"/>
        <source>{name}: the new subtitles will be named {new}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="650"/>
        <source>Find speakers again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="651"/>
        <source>{name} is open for review. Save or close the review first, then find the speakers again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="658"/>
        <source>{name}: finding the speakers again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="684"/>
        <source>{name} is open for review. Save or close the review first, then rename the speaker.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="691"/>
        <source>Renaming {old} failed: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="683"/>
        <location filename="../../app/main_window.py" line="692"/>
        <source>Rename failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="716"/>
        <source>{name} is done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="722"/>
        <source>Finished {name}: {files} in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="734"/>
        <source>Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="736"/>
        <source>Start no new jobs (the running one finishes) (Ctrl+R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="737"/>
        <source>Start the queue (Ctrl+R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="755"/>
        <source>{queued} queued, {running} running, {done} done, {failed} failed or cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="758"/>
        <source>Ready: add files or drop them on the window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="760"/>
        <source>Queue running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="761"/>
        <source>Jobs start one after another; Pause (Ctrl+R) stops new ones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="763"/>
        <source>Queue paused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="763"/>
        <source>Queue paused (empty)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="764"/>
        <source>No job starts until you press Start (Ctrl+R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="795"/>
        <source>Device probe failed: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="824"/>
        <source>Jobs are running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="825"/>
        <source>{n} job(s) are still running. Stop them and quit? Their unfinished output is removed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Live…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Caption a microphone, any sound input or a file as it plays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refining {name}: it opens for review when it is done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Live session saved: {files}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The live speaker names are saved, not refined: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MicSource</name>
    <message>
        <source>Sound input is not available here ({reason}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The input “{name}” is not connected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The input “{name}” gives audio in a format this app cannot read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The input “{name}” could not be opened.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The input “{name}” stopped working; what was recorded until then is kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The input “{name}” was disconnected; what was recorded until then is kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No sound arrives from “{name}”: check that it is switched on and allowed to record.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ModelNotice</name>
    <message>
        <location filename="../../app/model_notice.py" line="49"/>
        <source>Why the queue did not start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/model_notice.py" line="54"/>
        <source>Models on this computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/model_notice.py" line="55"/>
        <source>Use this model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/model_notice.py" line="57"/>
        <source>Label no speakers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/model_notice.py" line="58"/>
        <source>Use the offline speaker pipeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/model_notice.py" line="59"/>
        <source>Check again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/model_notice.py" line="60"/>
        <source>Look again for the model and the connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/model_notice.py" line="91"/>
        <source>Download {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/model_notice.py" line="101"/>
        <source>use the offline speaker pipeline, or label no speakers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/model_notice.py" line="102"/>
        <source>label no speakers for now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/model_notice.py" line="104"/>
        <source>use a model this computer has, or download {name} when there is a connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/model_notice.py" line="107"/>
        <source>use a model this computer has</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/model_notice.py" line="109"/>
        <source>download {name} when there is a connection, or choose a model folder in Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/model_notice.py" line="112"/>
        <source>choose another model in Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/model_notice.py" line="113"/>
        <source>Nothing was started: {problem}. You can {hint}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PathMessage</name>
    <message>
        <location filename="../../app/open_path.py" line="37"/>
        <source>Path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/open_path.py" line="40"/>
        <source>Copy path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/open_path.py" line="41"/>
        <source>Copy the path to the clipboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/open_path.py" line="56"/>
        <source>Copied</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Player</name>
    <message>
        <location filename="../../app/editor/player.py" line="129"/>
        <source>the media cannot be played</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PreviewPanel</name>
    <message>
        <location filename="../../app/preview.py" line="72"/>
        <location filename="../../app/preview.py" line="137"/>
        <source>Select a job to see its transcript.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="77"/>
        <source>Transcript preview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="80"/>
        <source>Speaker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="80"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="83"/>
        <source>Double-click a name to rename that speaker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="84"/>
        <source>Speakers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="85"/>
        <source>Edit a name to rename that speaker in every output file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="94"/>
        <source>Find speakers again…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="96"/>
        <source>Wrong number of speakers? Say how many talk: the words are kept and only the speakers are found again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="140"/>
        <source>Transcript of {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="161"/>
        <source>Technical details (for a bug report):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="182"/>
        <source>No speech was heard in this file, so its subtitle files have no cues.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="188"/>
        <source>{name} failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="188"/>
        <source>{name} was cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="192"/>
        <source>Failed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="192"/>
        <source>Cancelled:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="193"/>
        <source>no reason was given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="194"/>
        <source>File:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="194"/>
        <source>What to do:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="194"/>
        <source>Transcribed before it stopped:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="259"/>
        <source>Type a name and press Enter: every output file is rewritten</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QueueKeeper</name>
    <message>
        <location filename="../../app/queue_keeper.py" line="89"/>
        <source>The saved queue could not be read ({error}); an empty queue starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/queue_keeper.py" line="106"/>
        <source>the file is no longer there (moved, renamed or deleted since it was queued)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/queue_keeper.py" line="141"/>
        <source>The queue could not be saved ({error}); it is tried again with the next change.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QueueModel</name>
    <message>
        <location filename="../../app/queue_view.py" line="53"/>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="53"/>
        <source>Duration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="53"/>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="53"/>
        <source>Progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="54"/>
        <source>Device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="54"/>
        <source>Actions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="56"/>
        <source>queued</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="56"/>
        <source>decoding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="57"/>
        <source>transcribing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="57"/>
        <source>diarizing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="58"/>
        <source>writing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="58"/>
        <source>done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="58"/>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="59"/>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QueueView</name>
    <message>
        <location filename="../../app/queue_view.py" line="283"/>
        <source>Job queue</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RowActions</name>
    <message>
        <location filename="../../app/queue_view.py" line="215"/>
        <source>Cancel this job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="216"/>
        <source>Run this job again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="217"/>
        <source>Remove from the queue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="218"/>
        <source>Open the output folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="219"/>
        <source>Open the subtitle file</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsPanel</name>
    <message>
        <location filename="../../app/settings_panel.py" line="90"/>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="158"/>
        <source>Compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="163"/>
        <source>Checking which backends are available…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="174"/>
        <source>&amp;Backend:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="176"/>
        <source>&amp;Engine:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="188"/>
        <source>Speech recognition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="196"/>
        <location filename="../../app/settings_panel.py" line="246"/>
        <location filename="../../app/settings_panel.py" line="296"/>
        <location filename="../../app/settings_panel.py" line="365"/>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="197"/>
        <source>Choose a local model folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="201"/>
        <source>&amp;Model:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="205"/>
        <source>Model download state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="206"/>
        <source>Download</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="207"/>
        <source>Download the selected model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="211"/>
        <source>Model download progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="222"/>
        <source>&amp;Language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="229"/>
        <source>names, terms, …</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="239"/>
        <source>Skip silence (voice activity detection)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="241"/>
        <source>Offline: use downloaded models only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="245"/>
        <source>default user cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="247"/>
        <source>Choose the model cache folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="251"/>
        <source>Model &amp;cache:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="265"/>
        <source>Speakers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="267"/>
        <source>Label speakers (diarization)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="67"/>
        <location filename="../../app/settings_panel.py" line="269"/>
        <source>Automatic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="68"/>
        <source>NVIDIA CUDA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="69"/>
        <source>AMD ROCm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="70"/>
        <source>Apple Metal (MPS)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="71"/>
        <source>Intel XPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="72"/>
        <source>CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="178"/>
        <source>Automatic (long files, where faster)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="179"/>
        <source>Always</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="180"/>
        <source>Never</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="181"/>
        <source>Batc&amp;hed inference:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="224"/>
        <source>Transcribe (the speech&apos;s language)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="225"/>
        <source>Translate to English</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="226"/>
        <source>&amp;Task:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="230"/>
        <source>Load…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="231"/>
        <location filename="../../app/settings_panel.py" line="574"/>
        <source>Load a vocabulary file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="235"/>
        <source>&amp;Vocabulary:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="237"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="238"/>
        <source>&amp;Prompt:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="270"/>
        <source>Number of speakers: automatic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="271"/>
        <source>Exactly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="272"/>
        <source>Number of speakers: exact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="273"/>
        <source>Between</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="274"/>
        <source>Number of speakers: range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="287"/>
        <source>and</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="290"/>
        <source>Number:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="297"/>
        <source>Choose a local diarization folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="301"/>
        <source>Pipeline:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="303"/>
        <source>Hugging Face token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="304"/>
        <source>Needed once to download pyannote models; kept in the system keyring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="307"/>
        <source>Save token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="308"/>
        <source>Save the Hugging Face token in the keyring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="311"/>
        <source>HF &amp;token:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="319"/>
        <source>Recognise voices I have named</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="321"/>
        <source>Voices…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="323"/>
        <source>List or forget remembered voices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="344"/>
        <source>Known voices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="349"/>
        <source>Output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="354"/>
        <source>Write {fmt}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="358"/>
        <source>Formats:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="359"/>
        <source>JSON is always written too: speaker renames are rebuilt from it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="364"/>
        <source>beside each input file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="366"/>
        <source>Choose the output folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="370"/>
        <source>&amp;Folder:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="371"/>
        <source>When subtitles already exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="372"/>
        <source>Keep them (the job fails)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="373"/>
        <source>Overwrite them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="374"/>
        <source>Skip the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="375"/>
        <source>If files &amp;exist:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="381"/>
        <source>Window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="383"/>
        <source>The window&apos;s language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="384"/>
        <source>As the system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="387"/>
        <source>&amp;Interface:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="388"/>
        <source>A new language shows when the app starts again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="395"/>
        <source>Subtitle rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="418"/>
        <source>Two speakers in one subtitle as “- ” lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="420"/>
        <source>Highlight each word as it is spoken (VTT, ASS)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="422"/>
        <source>Name the speaker even when only one speaks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="423"/>
        <source>Characters per &amp;line:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="424"/>
        <source>Lines per &amp;subtitle:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="425"/>
        <source>Characters per &amp;second:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="426"/>
        <source>Shortest:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="427"/>
        <source>Longest:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="428"/>
        <source>Smallest &amp;gap:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="429"/>
        <source>Longest &amp;pause:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="568"/>
        <source>Choose a model folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="575"/>
        <source>Text files (*.txt *.csv);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="581"/>
        <source>Vocabulary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="587"/>
        <source>Choose a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="604"/>
        <source>{title} ({picked})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="609"/>
        <source>{title} (not available)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="618"/>
        <source>{device}, {n} threads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="622"/>
        <source>Could not check the backends: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="632"/>
        <source>The best backend that works here: {device}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="636"/>
        <source>Available: {device}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="639"/>
        <source>Not available here: {why}. Jobs will fall back to the CPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="640"/>
        <source>no such device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="668"/>
        <source>Local model: {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="671"/>
        <source>Checking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="688"/>
        <source>Unknown model name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="690"/>
        <source>Downloaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="692"/>
        <source>Not downloaded, and offline mode is on: choose a model on this computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="694"/>
        <source>Not downloaded, and there is no connection now: choose a model on this computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="695"/>
        <source>Not downloaded yet (downloads on first use)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="699"/>
        <source>{name} (on this computer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="700"/>
        <source>{name} (on this computer, in {folder})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="719"/>
        <source>Downloading {name}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="98"/>
        <source>Downloaded to {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="100"/>
        <source>Download failed: {why}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StartGate</name>
    <message>
        <location filename="../../app/model_notice.py" line="195"/>
        <source>Checking the models…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/model_notice.py" line="215"/>
        <source>Speaker labelling is on: a speaker pipeline is on this computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/model_notice.py" line="230"/>
        <source>Ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/model_notice.py" line="251"/>
        <source>Could not check the models: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/model_notice.py" line="266"/>
        <source>Using {label}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/model_notice.py" line="282"/>
        <source>There is still no connection: {name} cannot be downloaded now.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StartHint</name>
    <message>
        <location filename="../../app/start_hint.py" line="25"/>
        <source>{name} is queued and waits for you: press Start (Ctrl+R) to turn it into subtitles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/start_hint.py" line="27"/>
        <source>The queue waits for you: press Start (Ctrl+R) to turn its files into subtitles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/start_hint.py" line="30"/>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/start_hint.py" line="31"/>
        <source>Start the queue</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TokenField</name>
    <message>
        <location filename="../../app/token_field.py" line="27"/>
        <source>A token is stored in the system keyring.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/token_field.py" line="36"/>
        <source>Token {outcome}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/token_field.py" line="39"/>
        <source>Not saved: {why}. The token is used for this session only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/token_store.py" line="36"/>
        <source>removed from the system keyring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/token_store.py" line="37"/>
        <source>no token was stored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/token_store.py" line="42"/>
        <source>saved in the system keyring</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TranscriptView</name>
    <message>
        <source>Live transcript</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>VideoExportDialog</name>
    <message>
        <location filename="../../app/video_export_dialog.py" line="42"/>
        <source>Export video</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/video_export_dialog.py" line="50"/>
        <source>Put the subtitles of {name} into a copy of the video.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/video_export_dialog.py" line="55"/>
        <source>Subtitle track (the picture is copied; viewers can switch it off)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/video_export_dialog.py" line="56"/>
        <source>Burned into the picture, in the speakers&apos; colours (re-encodes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/video_export_dialog.py" line="65"/>
        <source>Subtitles:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/video_export_dialog.py" line="67"/>
        <source>MKV (keeps the speakers&apos; styles)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/video_export_dialog.py" line="68"/>
        <source>MP4 (plays almost everywhere)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/video_export_dialog.py" line="69"/>
        <source>Container:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/video_export_dialog.py" line="74"/>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/video_export_dialog.py" line="78"/>
        <source>Save as:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/video_export_dialog.py" line="88"/>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/video_export_dialog.py" line="125"/>
        <source>Save the video as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/video_export_dialog.py" line="126"/>
        <source>Video (*{suffix})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/video_export_dialog.py" line="137"/>
        <source>Replace the file?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/video_export_dialog.py" line="138"/>
        <source>{name} exists. Replace it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/video_export_dialog.py" line="149"/>
        <source>Exporting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/video_export_dialog.py" line="164"/>
        <source>Saved {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/video_export_dialog.py" line="167"/>
        <location filename="../../app/video_export_dialog.py" line="170"/>
        <source>Export failed: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/video_export_dialog.py" line="181"/>
        <source>Export cancelled; nothing was written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/video_export_dialog.py" line="197"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/video_export_dialog.py" line="197"/>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>VoicesDialog</name>
    <message>
        <location filename="../../app/voices_dialog.py" line="31"/>
        <source>Known voices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/voices_dialog.py" line="35"/>
        <source>When known voices are on, naming a speaker remembers that voice, and later files name it for you. Voices stay on this computer, in {path}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/voices_dialog.py" line="43"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/voices_dialog.py" line="43"/>
        <source>Recordings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/voices_dialog.py" line="43"/>
        <source>Last named</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/voices_dialog.py" line="49"/>
        <source>No voices are remembered yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/voices_dialog.py" line="52"/>
        <source>Forget this voice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/voices_dialog.py" line="92"/>
        <location filename="../../app/voices_dialog.py" line="101"/>
        <source>Forget a voice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/voices_dialog.py" line="93"/>
        <source>Forget the voice of {name}? Later files will not be named {name} by voice.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>failure_help</name>
    <message>
        <location filename="../../app/failure_help.py" line="13"/>
        <source>The file was moved, renamed or deleted after it was queued. Put it back, or add it again from where it is now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/failure_help.py" line="17"/>
        <source>The file is empty: it may still be copying or downloading. Wait until it is complete, then Retry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/failure_help.py" line="20"/>
        <source>This file is not audio or video, whatever its name says. Remove it from the queue.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/failure_help.py" line="23"/>
        <source>The file is damaged or incomplete. Check that it plays in a media player; download or export it again, then add it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/failure_help.py" line="27"/>
        <source>The file has no sound track. Use the file that has the sound, or export the video with its audio.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/failure_help.py" line="30"/>
        <source>The file could not be read. Check that it plays in a media player, or convert it to WAV or MP3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/failure_help.py" line="33"/>
        <source>Reading this type of file needs FFmpeg. Install FFmpeg (docs/INSTALL.md) or convert the file to WAV, then Retry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/failure_help.py" line="37"/>
        <source>The model is not on this computer. Download it in the settings (Download), turn off “Offline”, or choose a local model folder; then Retry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/failure_help.py" line="41"/>
        <source>The model could not be downloaded. Check the internet connection (and any proxy), then Retry; or choose a model that is already downloaded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/failure_help.py" line="45"/>
        <source>The downloaded model is damaged. Download it again in the settings, or choose another model; then Retry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/failure_help.py" line="49"/>
        <source>The model could not be loaded. Choose another model, or download this one again; then Retry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/failure_help.py" line="52"/>
        <source>Labelling speakers needs a Hugging Face token once, to download the pyannote model. Enter it in the settings (HF token), or turn off “Label speakers”; then Retry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/failure_help.py" line="56"/>
        <source>Subtitles with this name are already in the output folder. Press Retry: the window asks whether to replace them or keep both.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/failure_help.py" line="60"/>
        <source>The output folder cannot take the subtitles (the reason says why: full, read-only or not yours to write). Free some space or choose another output folder, then Retry; a transcript that was already made is kept, so Retry only writes the files.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/failure_help.py" line="65"/>
        <source>A setting does not fit this job (the reason says which). Correct it in the settings, then Retry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/failure_help.py" line="68"/>
        <source>Batch runs on a Ray cluster need the cluster extra: pip install &apos;whisper-subtitler[cluster]&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/failure_help.py" line="71"/>
        <source>The speech engine failed. Choose the other engine or a smaller model in the settings, then Retry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/failure_help.py" line="74"/>
        <source>The GPU failed. Choose CPU as the backend in the settings, then Retry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/failure_help.py" line="77"/>
        <source>The video could not be made. Try the other container (MKV takes every codec), or install the ffmpeg program to burn subtitles in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/failure_help.py" line="81"/>
        <source>The audio input stopped during the live session (a microphone unplugged or its driver gone). What was recorded until then is saved with its captions. Connect the input again and start a new session.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/failure_help.py" line="81"/>
        <source>No audio came from the input. Check that the microphone is connected, chosen in the settings and not muted (and that this program may use it), then start again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/failure_help.py" line="81"/>
        <source>The computer ran out of memory. Choose a smaller model (base or small) or the CPU as the backend in the settings, close other programs that use much memory, then Retry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/failure_help.py" line="85"/>
        <source>The job’s process ended without a word, most often because memory ran out. Choose a smaller model (base or small) or the CPU as the backend in the settings, close other programs that use much memory, then Retry. If it happens again, the log has the details.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/failure_help.py" line="90"/>
        <source>Something unexpected went wrong. Retry; if it fails again, copy the log (it has the details) into a bug report.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>open_path</name>
    <message>
        <location filename="../../app/open_path.py" line="63"/>
        <source>folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/open_path.py" line="63"/>
        <source>file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/open_path.py" line="65"/>
        <source>The {what} does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/open_path.py" line="66"/>
        <source>The {what} is not there (yet, or any more): nothing was written to it, or it was moved or deleted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/open_path.py" line="72"/>
        <source>Could not open the {what}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/open_path.py" line="73"/>
        <source>No program on this desktop opens it (no file manager or launcher answered). Open it yourself from here:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>parent</name>
    <message>
        <location filename="../../app/retry_question.py" line="34"/>
        <source>Subtitles already exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/retry_question.py" line="37"/>
        <source>{job} already has subtitles: {names}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/retry_question.py" line="38"/>
        <source>Replace them with the new run, or keep both (the new files are named “{new}”)?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/retry_question.py" line="40"/>
        <source>Replace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/retry_question.py" line="41"/>
        <source>Keep both</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>translator</name>
    <message>
        <location filename="../../app/queue_view.py" line="165"/>
        <source>{percent}, {eta} left</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
