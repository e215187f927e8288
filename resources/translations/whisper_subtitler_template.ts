<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1">
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
        <location filename="../../app/device_info.py" line="57"/>
        <source>Versions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="60"/>
        <source>Media decoder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="65"/>
        <source>System</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="66"/>
        <source>What `whisper-subtitler info` shows for this computer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="83"/>
        <source>Plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="86"/>
        <source>{engine} on {device}, {precision}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="89"/>
        <source>, {n} threads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="91"/>
        <source>why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="94"/>
        <source>environment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="96"/>
        <source>warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="101"/>
        <source>Backends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="101"/>
        <source>usable here: {names}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="102"/>
        <location filename="../../app/device_info.py" line="141"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="108"/>
        <source>yes: {devices}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="110"/>
        <source>not functional: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="112"/>
        <source>no: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="120"/>
        <source>{name}: {cores} cores / {threads} threads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="124"/>
        <source>, {gib:.1f} GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="125"/>
        <source>CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="127"/>
        <source>performance cores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="128"/>
        <source>threads used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="129"/>
        <source>instruction sets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="131"/>
        <source>torch kernels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="136"/>
        <source>not installed: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="138"/>
        <source>CPU precisions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="139"/>
        <source>{n} CUDA device(s): {types}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="142"/>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="144"/>
        <source>missing libraries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="148"/>
        <source>The device probe failed: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="108"/>
        <location filename="../../app/device_info.py" line="166"/>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="166"/>
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
    <name>JobController</name>
    <message>
        <location filename="../../app/controller.py" line="227"/>
        <source>cancelled before it started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/controller.py" line="288"/>
        <source>Started {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/controller.py" line="332"/>
        <source>: press Retry to replace them or keep both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/controller.py" line="340"/>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/controller.py" line="418"/>
        <source>Could not remember the voice of {name}: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/controller.py" line="421"/>
        <source>Remembered the voice of {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/controller.py" line="365"/>
        <source>Removed unfinished output {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/controller.py" line="371"/>
        <source>Cancelled {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/controller.py" line="387"/>
        <source>Renamed {old} to {new} in {n} files</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JobSettings</name>
    <message>
        <location filename="../../core/job_settings.py" line="185"/>
        <source>Output folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="189"/>
        <source>Output formats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="193"/>
        <source>Engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="197"/>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="198"/>
        <source>A model name, or the path of a local model folder or .pt file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="205"/>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="206"/>
        <source>auto detects the language; or type a code such as en</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="211"/>
        <source>Backend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="212"/>
        <source>Where the models run; Automatic picks the best available</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="217"/>
        <source>Characters per line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="219"/>
        <source>Lines per subtitle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="221"/>
        <source>Characters per second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="223"/>
        <source>Shortest subtitle in seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="225"/>
        <source>Longest subtitle in seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="227"/>
        <source>Smallest gap between subtitles in seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="228"/>
        <source>Subtitles closer than this are moved apart (default {default} s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="230"/>
        <source>Longest pause inside a subtitle in seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="231"/>
        <source>A pause in the speech longer than this ends a subtitle (default {default} s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="234"/>
        <source>Dialogue dashes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="236"/>
        <source>Word highlighting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="237"/>
        <source>Each word lights up as it is spoken, in VTT and ASS files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="242"/>
        <source>Task</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="243"/>
        <source>Translate gives English subtitles for speech in another language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="248"/>
        <source>Prompt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="249"/>
        <source>Text the model reads first: context, or the spelling and punctuation you want</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="256"/>
        <source>Vocabulary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="257"/>
        <source>Names and terms, separated by commas: the model expects them, and words spelled nearly like them are corrected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="262"/>
        <source>Skip silence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="266"/>
        <source>Label speakers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="271"/>
        <source>Diarization model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="272"/>
        <source>Empty for the default pipeline; or a hub id or local folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="277"/>
        <source>Exact number of speakers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="281"/>
        <source>Fewest speakers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="285"/>
        <source>Most speakers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="293"/>
        <source>Known voices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="294"/>
        <source>Naming a speaker remembers that voice on this computer; later files name it for you</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="299"/>
        <source>Offline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="306"/>
        <source>Model cache folder</source>
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
        <location filename="../../app/main_window.py" line="71"/>
        <location filename="../../app/main_window.py" line="73"/>
        <source>Whisper Subtitler</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="90"/>
        <source>Queue state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="93"/>
        <source>Ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="117"/>
        <source>The queue of the last session is back: {n} job(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="119"/>
        <source>{name} was running when the app stopped: it is queued again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="122"/>
        <source>Removed unfinished output {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="124"/>
        <source>{name} is no longer at {folder}: it is not started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="127"/>
        <source>{n} job(s) of the saved queue could not be read and were left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="135"/>
        <source>Skipped files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="142"/>
        <source>Show or hide the skipped files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="145"/>
        <source>Skipped files and why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="148"/>
        <source>Clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="149"/>
        <source>Clear the list of skipped files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="179"/>
        <source>Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="197"/>
        <location filename="../../app/main_window.py" line="240"/>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="219"/>
        <source>Add files…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="219"/>
        <location filename="../../app/main_window.py" line="356"/>
        <source>Add audio or video files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="221"/>
        <source>Add folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="222"/>
        <source>Add every audio and video file in a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="224"/>
        <location filename="../../app/main_window.py" line="581"/>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="224"/>
        <source>Start or pause the queue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="226"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="226"/>
        <source>Cancel the selected job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="228"/>
        <source>Retry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="228"/>
        <source>Run the selected job again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="230"/>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="230"/>
        <source>Remove the selected job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="232"/>
        <source>Open folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="233"/>
        <source>Open the selected job&apos;s output folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="235"/>
        <source>Open subtitle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="236"/>
        <source>Open the selected job&apos;s subtitle file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="241"/>
        <source>Show or hide the settings (Ctrl+,)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="243"/>
        <source>Device info</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="244"/>
        <source>Backends, devices and versions on this computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="252"/>
        <source>Main</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="354"/>
        <source>Audio and video ({patterns})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="355"/>
        <source>All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="361"/>
        <source>Add a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="372"/>
        <source>already in the queue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="380"/>
        <source>subtitles already exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="387"/>
        <source>Added {n} file(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="400"/>
        <source>Skipped {path}: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="408"/>
        <source>Skipped: {n} file(s) not added</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="409"/>
        <source>Skipped: {n} file(s) not added, and why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="470"/>
        <source>Its subtitle files stay where they are.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="472"/>
        <source>It will not be run again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="474"/>
        <source>It will not be transcribed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="476"/>
        <source>Remove the job?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="477"/>
        <source>Remove {name} from the queue? {detail}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="523"/>
        <source>{name}: the new subtitles will be named {new}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="538"/>
        <source>Renaming {old} failed: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="539"/>
        <source>Rename failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="563"/>
        <source>{name} is done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="569"/>
        <source>Finished {name}: {files} in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="581"/>
        <source>Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="583"/>
        <source>Start no new jobs (the running one finishes) (Ctrl+R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="584"/>
        <source>Start the queue (Ctrl+R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="601"/>
        <source>{queued} queued, {running} running, {done} done, {failed} failed or cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="604"/>
        <source>Ready: add files or drop them on the window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="606"/>
        <source>Queue running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="607"/>
        <source>Jobs start one after another; Pause (Ctrl+R) stops new ones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="609"/>
        <source>Queue paused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="609"/>
        <source>Queue paused (empty)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="610"/>
        <source>No job starts until you press Start (Ctrl+R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="641"/>
        <source>Device probe failed: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="661"/>
        <source>Jobs are running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="662"/>
        <source>{n} job(s) are still running. Stop them and quit? Their unfinished output is removed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ModelNotice</name>
    <message>
        <location filename="../../app/model_notice.py" line="48"/>
        <source>Why the queue did not start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/model_notice.py" line="53"/>
        <source>Models on this computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/model_notice.py" line="54"/>
        <source>Use this model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/model_notice.py" line="56"/>
        <source>Label no speakers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/model_notice.py" line="57"/>
        <source>Use the offline speaker pipeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/model_notice.py" line="58"/>
        <source>Check again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/model_notice.py" line="59"/>
        <source>Look again for the model and the connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/model_notice.py" line="87"/>
        <source>Download {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/model_notice.py" line="97"/>
        <source>use the offline speaker pipeline, or label no speakers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/model_notice.py" line="98"/>
        <source>label no speakers for now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/model_notice.py" line="100"/>
        <source>use a model this computer has, or download {name} when there is a connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/model_notice.py" line="103"/>
        <source>use a model this computer has</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/model_notice.py" line="105"/>
        <source>download {name} when there is a connection, or choose a model folder in Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/model_notice.py" line="108"/>
        <source>choose another model in Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/model_notice.py" line="109"/>
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
    <name>PreviewPanel</name>
    <message>
        <location filename="../../app/preview.py" line="68"/>
        <location filename="../../app/preview.py" line="113"/>
        <source>Select a job to see its transcript.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="73"/>
        <source>Transcript preview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="76"/>
        <source>Speaker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="76"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="79"/>
        <source>Double-click a name to rename that speaker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="80"/>
        <source>Speakers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="81"/>
        <source>Edit a name to rename that speaker in every output file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="116"/>
        <source>Transcript of {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="155"/>
        <source>{name} failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="155"/>
        <source>{name} was cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="223"/>
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
        <location filename="../../app/queue_view.py" line="52"/>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="52"/>
        <source>Duration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="52"/>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="52"/>
        <source>Progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="53"/>
        <source>Device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="53"/>
        <source>Actions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="55"/>
        <source>queued</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="55"/>
        <source>decoding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="56"/>
        <source>transcribing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="56"/>
        <source>diarizing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="57"/>
        <source>writing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="57"/>
        <source>done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="57"/>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="58"/>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QueueView</name>
    <message>
        <location filename="../../app/queue_view.py" line="269"/>
        <source>Job queue</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RowActions</name>
    <message>
        <location filename="../../app/queue_view.py" line="205"/>
        <source>Cancel this job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="206"/>
        <source>Run this job again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="207"/>
        <source>Remove from the queue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="208"/>
        <source>Open the output folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="209"/>
        <source>Open the subtitle file</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsPanel</name>
    <message>
        <location filename="../../app/settings_panel.py" line="80"/>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="143"/>
        <source>Compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="148"/>
        <source>Checking which backends are available…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="159"/>
        <source>&amp;Backend:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="161"/>
        <source>&amp;Engine:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="167"/>
        <source>Speech recognition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="174"/>
        <location filename="../../app/settings_panel.py" line="224"/>
        <location filename="../../app/settings_panel.py" line="273"/>
        <location filename="../../app/settings_panel.py" line="340"/>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="175"/>
        <source>Choose a local model folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="179"/>
        <source>&amp;Model:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="183"/>
        <source>Model download state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="184"/>
        <source>Download</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="185"/>
        <source>Download the selected model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="189"/>
        <source>Model download progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="200"/>
        <source>&amp;Language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="207"/>
        <source>names, terms, …</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="217"/>
        <source>Skip silence (voice activity detection)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="219"/>
        <source>Offline: use downloaded models only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="223"/>
        <source>default user cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="225"/>
        <source>Choose the model cache folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="229"/>
        <source>Model &amp;cache:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="242"/>
        <source>Speakers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="244"/>
        <source>Label speakers (diarization)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="62"/>
        <location filename="../../app/settings_panel.py" line="246"/>
        <source>Automatic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="63"/>
        <source>NVIDIA CUDA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="64"/>
        <source>AMD ROCm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="65"/>
        <source>Apple Metal (MPS)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="66"/>
        <source>Intel XPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="67"/>
        <source>CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="202"/>
        <source>Transcribe (the speech&apos;s language)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="203"/>
        <source>Translate to English</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="204"/>
        <source>&amp;Task:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="208"/>
        <source>Load…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="209"/>
        <location filename="../../app/settings_panel.py" line="523"/>
        <source>Load a vocabulary file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="213"/>
        <source>&amp;Vocabulary:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="215"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="216"/>
        <source>&amp;Prompt:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="247"/>
        <source>Number of speakers: automatic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="248"/>
        <source>Exactly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="249"/>
        <source>Number of speakers: exact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="250"/>
        <source>Between</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="251"/>
        <source>Number of speakers: range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="264"/>
        <source>and</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="267"/>
        <source>Number:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="274"/>
        <source>Choose a local diarization folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="278"/>
        <source>Pipeline:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="280"/>
        <source>Hugging Face token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="281"/>
        <source>Needed once to download pyannote models; kept in the system keyring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="284"/>
        <source>Save token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="285"/>
        <source>Save the Hugging Face token in the keyring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="288"/>
        <source>HF &amp;token:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="296"/>
        <source>Recognise voices I have named</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="298"/>
        <source>Voices…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="300"/>
        <source>List or forget remembered voices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="319"/>
        <source>Known voices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="324"/>
        <source>Output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="329"/>
        <source>Write {fmt}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="333"/>
        <source>Formats:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="334"/>
        <source>JSON is always written too: speaker renames are rebuilt from it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="339"/>
        <source>beside each input file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="341"/>
        <source>Choose the output folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="345"/>
        <source>&amp;Folder:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="346"/>
        <source>When subtitles already exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="347"/>
        <source>Keep them (the job fails)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="348"/>
        <source>Overwrite them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="349"/>
        <source>Skip the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="350"/>
        <source>If files &amp;exist:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="356"/>
        <source>Subtitle rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="379"/>
        <source>Two speakers in one subtitle as “- ” lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="381"/>
        <source>Highlight each word as it is spoken (VTT, ASS)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="382"/>
        <source>Characters per &amp;line:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="383"/>
        <source>Lines per &amp;subtitle:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="384"/>
        <source>Characters per &amp;second:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="385"/>
        <source>Shortest:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="386"/>
        <source>Longest:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="387"/>
        <source>Smallest &amp;gap:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="388"/>
        <source>Longest &amp;pause:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="517"/>
        <source>Choose a model folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="524"/>
        <source>Text files (*.txt *.csv);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="530"/>
        <source>Vocabulary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="536"/>
        <source>Choose a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="554"/>
        <source>{title} — not available here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="560"/>
        <source>Could not check the backends: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="570"/>
        <source>Available: {device}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="572"/>
        <source>Not available here: {why}. Jobs will fall back to the CPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="573"/>
        <source>no such device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="597"/>
        <source>Local model: {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="599"/>
        <source>Checking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="608"/>
        <source>Unknown model name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="610"/>
        <source>Downloaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="612"/>
        <source>Not downloaded yet (downloads on first use)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="632"/>
        <source>Downloading {name}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="88"/>
        <source>Downloaded to {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="90"/>
        <source>Download failed: {why}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StartGate</name>
    <message>
        <location filename="../../app/model_notice.py" line="163"/>
        <source>Checking the models…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/model_notice.py" line="183"/>
        <source>Speaker labelling is on: a speaker pipeline is on this computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/model_notice.py" line="197"/>
        <source>Ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/model_notice.py" line="218"/>
        <source>Could not check the models: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/model_notice.py" line="233"/>
        <source>Using {label}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/model_notice.py" line="249"/>
        <source>There is still no connection: {name} cannot be downloaded now.</source>
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
        <location filename="../../app/queue_view.py" line="155"/>
        <source>{percent}, {eta} left</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>window</name>
    <message>
        <location filename="../../app/launch.py" line="119"/>
        <source>The demo file is queued: press Start to run it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
