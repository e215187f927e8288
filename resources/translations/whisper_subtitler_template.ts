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
        <location filename="../../app/device_info.py" line="63"/>
        <source>System</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="64"/>
        <source>What `whisper-subtitler info` shows for this computer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="81"/>
        <source>Plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="84"/>
        <source>{engine} on {device}, {precision}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="87"/>
        <source>, {n} threads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="89"/>
        <source>why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="92"/>
        <source>environment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="94"/>
        <source>warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="99"/>
        <source>Backends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="99"/>
        <source>usable here: {names}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="100"/>
        <location filename="../../app/device_info.py" line="139"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="106"/>
        <source>yes: {devices}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="108"/>
        <source>not functional: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="110"/>
        <source>no: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="118"/>
        <source>{name}: {cores} cores / {threads} threads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="122"/>
        <source>, {gib:.1f} GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="123"/>
        <source>CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="125"/>
        <source>performance cores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="126"/>
        <source>threads used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="127"/>
        <source>instruction sets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="129"/>
        <source>torch kernels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="134"/>
        <source>not installed: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="136"/>
        <source>CPU precisions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="137"/>
        <source>{n} CUDA device(s): {types}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="140"/>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="142"/>
        <source>missing libraries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="146"/>
        <source>The device probe failed: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="106"/>
        <location filename="../../app/device_info.py" line="164"/>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="164"/>
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
        <location filename="../../app/controller.py" line="202"/>
        <source>cancelled before it started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/controller.py" line="258"/>
        <source>Started {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/controller.py" line="305"/>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/controller.py" line="317"/>
        <source>Finished {name}: {files}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/controller.py" line="329"/>
        <source>Removed unfinished output {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/controller.py" line="335"/>
        <source>Cancelled {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/controller.py" line="351"/>
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
        <location filename="../../app/main_window.py" line="374"/>
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
        <location filename="../../app/main_window.py" line="258"/>
        <source>already in the queue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="266"/>
        <source>subtitles already exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="273"/>
        <source>Added {n} file(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="286"/>
        <source>Skipped {path}: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="341"/>
        <source>Renaming {old} failed: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="342"/>
        <source>Rename failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="364"/>
        <source>{name} is done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="374"/>
        <source>Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="376"/>
        <source>Start no new jobs (the running one finishes) (Ctrl+R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="377"/>
        <source>Start the queue (Ctrl+R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="393"/>
        <source>{queued} queued, {running} running, {done} done, {failed} failed or cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="421"/>
        <source>Device probe failed: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="441"/>
        <source>Jobs are running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="442"/>
        <source>{n} job(s) are still running. Stop them and quit? Their unfinished output is removed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PreviewPanel</name>
    <message>
        <location filename="../../app/preview.py" line="65"/>
        <location filename="../../app/preview.py" line="106"/>
        <source>Select a job to see its transcript.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="69"/>
        <source>Transcript preview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="72"/>
        <source>Speaker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="72"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="73"/>
        <source>Double-click a name to rename that speaker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="74"/>
        <source>Speakers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="75"/>
        <source>Edit a name to rename that speaker in every output file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="109"/>
        <source>Transcript of {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="183"/>
        <source>Type a name and press Enter: every output file is rewritten</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QueueModel</name>
    <message>
        <location filename="../../app/queue_view.py" line="43"/>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="43"/>
        <source>Duration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="43"/>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="43"/>
        <source>Progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="44"/>
        <source>Device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="44"/>
        <source>Actions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="46"/>
        <source>queued</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="46"/>
        <source>decoding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="46"/>
        <source>transcribing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="47"/>
        <source>diarizing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="47"/>
        <source>writing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="47"/>
        <source>done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="48"/>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="48"/>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QueueView</name>
    <message>
        <location filename="../../app/queue_view.py" line="247"/>
        <source>Job queue</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RowActions</name>
    <message>
        <location filename="../../app/queue_view.py" line="184"/>
        <source>Cancel this job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="185"/>
        <source>Run this job again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="186"/>
        <source>Remove from the queue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="187"/>
        <source>Open the output folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="188"/>
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
        <location filename="../../app/settings_panel.py" line="122"/>
        <source>Compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="124"/>
        <source>Backend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="125"/>
        <source>Where the models run; Automatic picks the best available</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="128"/>
        <source>Checking which backends are available…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="130"/>
        <source>Engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="133"/>
        <source>&amp;Backend:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="135"/>
        <source>&amp;Engine:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="141"/>
        <source>Speech recognition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="144"/>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="145"/>
        <source>A model name, or the path of a local model folder or .pt file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="149"/>
        <location filename="../../app/settings_panel.py" line="184"/>
        <location filename="../../app/settings_panel.py" line="229"/>
        <location filename="../../app/settings_panel.py" line="273"/>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="150"/>
        <source>Choose a local model folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="154"/>
        <source>&amp;Model:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="157"/>
        <source>Model download state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="158"/>
        <source>Download</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="159"/>
        <source>Download the selected model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="163"/>
        <source>Model download progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="170"/>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="171"/>
        <source>auto detects the language; or type a code such as en</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="174"/>
        <source>&amp;Language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="175"/>
        <source>Skip silence (voice activity detection)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="176"/>
        <source>Skip silence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="178"/>
        <source>Offline: use downloaded models only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="179"/>
        <source>Offline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="182"/>
        <source>Model cache folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="183"/>
        <source>default user cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="185"/>
        <source>Choose the model cache folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="189"/>
        <source>Model &amp;cache:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="199"/>
        <source>Speakers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="201"/>
        <source>Label speakers (diarization)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="202"/>
        <source>Label speakers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="47"/>
        <location filename="../../app/settings_panel.py" line="204"/>
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
        <location filename="../../app/settings_panel.py" line="204"/>
        <source>Number of speakers: automatic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="205"/>
        <source>Exactly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="205"/>
        <source>Number of speakers: exact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="206"/>
        <source>Between</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="206"/>
        <source>Number of speakers: range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="207"/>
        <source>Exact number of speakers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="208"/>
        <source>Fewest speakers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="209"/>
        <source>Most speakers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="219"/>
        <source>and</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="222"/>
        <source>Number:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="226"/>
        <source>Diarization model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="227"/>
        <source>Empty for the default pipeline; or a hub id or local folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="230"/>
        <source>Choose a local diarization folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="234"/>
        <source>Pipeline:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="236"/>
        <source>Hugging Face token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="237"/>
        <source>Needed once to download pyannote models; kept in the system keyring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="240"/>
        <source>Save token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="241"/>
        <source>Save the Hugging Face token in the keyring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="245"/>
        <source>HF &amp;token:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="257"/>
        <source>Output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="262"/>
        <source>Write {fmt}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="266"/>
        <source>Formats:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="267"/>
        <source>JSON is always written too: speaker renames are rebuilt from it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="271"/>
        <source>Output folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="272"/>
        <source>beside each input file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="274"/>
        <source>Choose the output folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="278"/>
        <source>&amp;Folder:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="279"/>
        <source>When subtitles already exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="280"/>
        <source>Keep them (the job fails)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="281"/>
        <source>Overwrite them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="282"/>
        <source>Skip the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="283"/>
        <source>If files &amp;exist:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="289"/>
        <source>Subtitle rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="291"/>
        <source>Characters per line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="293"/>
        <source>Lines per subtitle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="295"/>
        <source>Characters per second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="298"/>
        <source>Shortest subtitle in seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="300"/>
        <source>Longest subtitle in seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="306"/>
        <source>Two speakers in one subtitle as “- ” lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="307"/>
        <source>Dialogue dashes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="308"/>
        <source>Characters per &amp;line:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="309"/>
        <source>Lines per &amp;subtitle:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="310"/>
        <source>Characters per &amp;second:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="311"/>
        <source>Shortest:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="312"/>
        <source>Longest:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="424"/>
        <source>Choose a model folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="429"/>
        <source>Choose a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="447"/>
        <source>{title} — not available here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="453"/>
        <source>Could not check the backends: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="463"/>
        <source>Available: {device}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="465"/>
        <source>Not available here: {why}. Jobs will fall back to the CPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="466"/>
        <source>no such device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="490"/>
        <source>Local model: {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="492"/>
        <source>Checking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="501"/>
        <source>Unknown model name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="503"/>
        <source>Downloaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="505"/>
        <source>Not downloaded yet (downloads on first use)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="525"/>
        <source>Downloading {name}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="538"/>
        <source>Downloaded to {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="541"/>
        <source>Download failed: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="561"/>
        <source>A token is stored in the system keyring.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="570"/>
        <source>Token {outcome}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="573"/>
        <source>Not saved: {why}. The token is used for this session only.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>translator</name>
    <message>
        <location filename="../../app/queue_view.py" line="142"/>
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
