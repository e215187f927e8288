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
        <location filename="../../app/device_info.py" line="53"/>
        <source>What `whisper-subtitler info` shows for this computer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="57"/>
        <source>The device probe failed: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="75"/>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="75"/>
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
        <location filename="../../app/dropzone.py" line="32"/>
        <source>Drop audio or video files or folders here</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JobController</name>
    <message>
        <location filename="../../app/controller.py" line="195"/>
        <source>cancelled before it started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/controller.py" line="241"/>
        <source>Started {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/controller.py" line="278"/>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/controller.py" line="290"/>
        <source>Finished {name}: {files}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/controller.py" line="298"/>
        <source>Removed unfinished output {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/controller.py" line="304"/>
        <source>Cancelled {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/controller.py" line="319"/>
        <source>Renamed {old} to {new} in {n} files</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <location filename="../../app/log_panel.py" line="21"/>
        <source>Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/log_panel.py" line="22"/>
        <source>Messages from the jobs appear here.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../app/main_window.py" line="59"/>
        <location filename="../../app/main_window.py" line="61"/>
        <source>Whisper Subtitler</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="74"/>
        <source>Ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="84"/>
        <source>Skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="85"/>
        <source>Skipped files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="87"/>
        <source>Skipped files and why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="89"/>
        <source>Clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="90"/>
        <source>Clear the list of skipped files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="109"/>
        <source>Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="128"/>
        <location filename="../../app/main_window.py" line="170"/>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="149"/>
        <source>Add files…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="149"/>
        <location filename="../../app/main_window.py" line="241"/>
        <source>Add audio or video files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="151"/>
        <source>Add folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="152"/>
        <source>Add every audio and video file in a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="154"/>
        <location filename="../../app/main_window.py" line="360"/>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="154"/>
        <source>Start or pause the queue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="156"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="156"/>
        <source>Cancel the selected job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="158"/>
        <source>Retry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="158"/>
        <source>Run the selected job again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="160"/>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="160"/>
        <source>Remove the selected job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="162"/>
        <source>Open folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="163"/>
        <source>Open the selected job&apos;s output folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="165"/>
        <source>Open subtitle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="166"/>
        <source>Open the selected job&apos;s subtitle file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="171"/>
        <source>Show or hide the settings (Ctrl+,)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="173"/>
        <source>Device info</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="174"/>
        <source>Backends, devices and versions on this computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="182"/>
        <source>Main</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="242"/>
        <source>Audio and video (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="247"/>
        <source>Add a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="260"/>
        <source>subtitles already exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="267"/>
        <source>Added {n} file(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="280"/>
        <source>Skipped {path}: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="334"/>
        <source>Rename failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="350"/>
        <source>{name} is done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="360"/>
        <source>Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="362"/>
        <source>Start no new jobs (the running one finishes) (Ctrl+R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="363"/>
        <source>Start the queue (Ctrl+R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="379"/>
        <source>{queued} queued, {running} running, {done} done, {failed} failed or cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="407"/>
        <source>Device probe failed: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="427"/>
        <source>Jobs are running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="428"/>
        <source>{n} job(s) are still running. Stop them and quit? Their unfinished output is removed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PreviewPanel</name>
    <message>
        <location filename="../../app/preview.py" line="63"/>
        <location filename="../../app/preview.py" line="104"/>
        <source>Select a job to see its transcript.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="67"/>
        <source>Transcript preview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="70"/>
        <source>Speaker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="70"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="71"/>
        <source>Double-click a name to rename that speaker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="72"/>
        <source>Speakers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="73"/>
        <source>Edit a name to rename that speaker in every output file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="107"/>
        <source>Transcript of {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="174"/>
        <source>Type a name and press Enter: every output file is rewritten</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QueueModel</name>
    <message>
        <location filename="../../app/queue_view.py" line="41"/>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="41"/>
        <source>Duration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="41"/>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="41"/>
        <source>Progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="42"/>
        <source>Device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="42"/>
        <source>Actions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="44"/>
        <source>queued</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="44"/>
        <source>decoding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="44"/>
        <source>transcribing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="45"/>
        <source>diarizing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="45"/>
        <source>writing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="45"/>
        <source>done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="46"/>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="46"/>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QueueView</name>
    <message>
        <location filename="../../app/queue_view.py" line="235"/>
        <source>Job queue</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RowActions</name>
    <message>
        <location filename="../../app/queue_view.py" line="182"/>
        <source>Cancel this job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="183"/>
        <source>Run this job again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="184"/>
        <source>Remove from the queue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="185"/>
        <source>Open the output folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="186"/>
        <source>Open the subtitle file</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsPanel</name>
    <message>
        <location filename="../../app/settings_panel.py" line="64"/>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="101"/>
        <source>Compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="103"/>
        <source>Backend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="104"/>
        <source>Where the models run; Automatic picks the best available</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="107"/>
        <source>Checking which backends are available…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="109"/>
        <source>Engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="112"/>
        <source>&amp;Backend:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="114"/>
        <source>&amp;Engine:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="120"/>
        <source>Speech recognition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="123"/>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="124"/>
        <source>A model name, or the path of a local model folder or .pt file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="128"/>
        <location filename="../../app/settings_panel.py" line="162"/>
        <location filename="../../app/settings_panel.py" line="207"/>
        <location filename="../../app/settings_panel.py" line="251"/>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="129"/>
        <source>Choose a local model folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="133"/>
        <source>&amp;Model:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="136"/>
        <source>Model download state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="137"/>
        <source>Download</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="138"/>
        <source>Download the selected model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="141"/>
        <source>Model download progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="148"/>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="149"/>
        <source>auto detects the language; or type a code such as en</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="152"/>
        <source>&amp;Language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="153"/>
        <source>Skip silence (voice activity detection)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="154"/>
        <source>Skip silence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="156"/>
        <source>Offline: use downloaded models only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="157"/>
        <source>Offline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="160"/>
        <source>Model cache folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="161"/>
        <source>default user cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="163"/>
        <source>Choose the model cache folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="167"/>
        <source>Model &amp;cache:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="177"/>
        <source>Speakers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="179"/>
        <source>Label speakers (diarization)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="180"/>
        <source>Label speakers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="47"/>
        <location filename="../../app/settings_panel.py" line="182"/>
        <source>Automatic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="48"/>
        <source>NVIDIA CUDA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="49"/>
        <source>AMD ROCm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="50"/>
        <source>Apple Metal (MPS)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="51"/>
        <source>Intel XPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="52"/>
        <source>CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="182"/>
        <source>Number of speakers: automatic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="183"/>
        <source>Exactly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="183"/>
        <source>Number of speakers: exact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="184"/>
        <source>Between</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="184"/>
        <source>Number of speakers: range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="185"/>
        <source>Exact number of speakers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="186"/>
        <source>Fewest speakers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="187"/>
        <source>Most speakers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="197"/>
        <source>and</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="200"/>
        <source>Number:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="204"/>
        <source>Diarization model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="205"/>
        <source>Empty for the default pipeline; or a hub id or local folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="208"/>
        <source>Choose a local diarization folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="212"/>
        <source>Pipeline:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="214"/>
        <source>Hugging Face token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="215"/>
        <source>Needed once to download pyannote models; kept in the system keyring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="218"/>
        <source>Save token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="219"/>
        <source>Save the Hugging Face token in the keyring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="223"/>
        <source>HF &amp;token:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="235"/>
        <source>Output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="240"/>
        <source>Write {fmt}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="244"/>
        <source>Formats:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="245"/>
        <source>JSON is always written too: speaker renames are rebuilt from it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="249"/>
        <source>Output folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="250"/>
        <source>beside each input file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="252"/>
        <source>Choose the output folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="256"/>
        <source>&amp;Folder:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="257"/>
        <source>When subtitles already exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="258"/>
        <source>Keep them (the job fails)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="259"/>
        <source>Overwrite them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="260"/>
        <source>Skip the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="261"/>
        <source>If files &amp;exist:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="267"/>
        <source>Subtitle rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="269"/>
        <source>Characters per line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="271"/>
        <source>Lines per subtitle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="273"/>
        <source>Characters per second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="276"/>
        <source>Shortest subtitle in seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="278"/>
        <source>Longest subtitle in seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="284"/>
        <source>Two speakers in one subtitle as “- ” lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="285"/>
        <source>Dialogue dashes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="286"/>
        <source>Characters per &amp;line:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="287"/>
        <source>Lines per &amp;subtitle:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="288"/>
        <source>Characters per &amp;second:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="289"/>
        <source>Shortest:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="290"/>
        <source>Longest:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="402"/>
        <source>Choose a model folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="407"/>
        <source>Choose a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="425"/>
        <source>{title} — not available here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="431"/>
        <source>Could not check the backends: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="441"/>
        <source>Available: {device}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="443"/>
        <source>Not available here: {why}. Jobs will fall back to the CPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="444"/>
        <source>no such device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="455"/>
        <source>Local model: {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="457"/>
        <source>Checking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="470"/>
        <source>Unknown model name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="472"/>
        <source>Downloaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="474"/>
        <source>Not downloaded yet (downloads on first use)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="494"/>
        <source>Downloading {name}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="507"/>
        <source>Downloaded to {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="510"/>
        <source>Download failed: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="530"/>
        <source>A token is stored in the system keyring.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="539"/>
        <source>Token {outcome}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="542"/>
        <source>Not saved: {why}. The token is used for this session only.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>translator</name>
    <message>
        <location filename="../../app/queue_view.py" line="140"/>
        <source>{percent}, {eta} left</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>window</name>
    <message>
        <location filename="../../app/launch.py" line="103"/>
        <source>The demo file is queued: press Start to run it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
