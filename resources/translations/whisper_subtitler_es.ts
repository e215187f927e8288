<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../../app/about.py" line="16"/>
        <source>Subtitles from speech, with speaker labels. Free software under the MIT licence.</source>
        <translation>Subtítulos a partir del habla, con los hablantes identificados. Software libre con licencia MIT.</translation>
    </message>
    <message>
        <location filename="../../app/about.py" line="18"/>
        <source>Models shipped with this app</source>
        <translation>Modelos incluidos en esta aplicación</translation>
    </message>
    <message>
        <location filename="../../app/about.py" line="19"/>
        <source>None: this copy runs from a source checkout and downloads the models it needs.</source>
        <translation>Ninguno: esta copia se ejecuta desde el código fuente y descarga los modelos que necesita.</translation>
    </message>
    <message>
        <location filename="../../app/about.py" line="21"/>
        <source>licence: {licence}</source>
        <translation>licencia: {licence}</translation>
    </message>
    <message>
        <location filename="../../app/about.py" line="74"/>
        <location filename="../../app/about.py" line="75"/>
        <source>About Whisper Subtitler</source>
        <translation>Acerca de Whisper Subtitler</translation>
    </message>
</context>
<context>
    <name>CaptionView</name>
    <message>
        <source>Current caption</source>
        <translation>Subtítulo actual</translation>
    </message>
</context>
<context>
    <name>CueModel</name>
    <message>
        <location filename="../../app/editor/cue_model.py" line="24"/>
        <source>Start</source>
        <translation>Inicio</translation>
    </message>
    <message>
        <location filename="../../app/editor/cue_model.py" line="24"/>
        <source>End</source>
        <translation>Fin</translation>
    </message>
    <message>
        <location filename="../../app/editor/cue_model.py" line="25"/>
        <source>Duration</source>
        <translation>Duración</translation>
    </message>
    <message>
        <location filename="../../app/editor/cue_model.py" line="25"/>
        <source>Speaker</source>
        <translation>Hablante</translation>
    </message>
    <message>
        <location filename="../../app/editor/cue_model.py" line="26"/>
        <source>Text</source>
        <translation>Texto</translation>
    </message>
    <message>
        <location filename="../../app/editor/cue_model.py" line="26"/>
        <source>CPS</source>
        <translation>car./s</translation>
    </message>
    <message>
        <location filename="../../app/editor/cue_model.py" line="145"/>
        <source>cue {n}, breaks rules</source>
        <translation>subtítulo {n}, incumple reglas</translation>
    </message>
</context>
<context>
    <name>DeviceInfoDialog</name>
    <message>
        <location filename="../../app/device_info.py" line="25"/>
        <location filename="../../app/device_info.py" line="26"/>
        <source>Device info</source>
        <translation>Información del dispositivo</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="29"/>
        <source>Probing the devices of this computer…</source>
        <translation>Analizando los dispositivos de este equipo…</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="32"/>
        <source>Item</source>
        <translation>Elemento</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="32"/>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="33"/>
        <source>Devices, backends and versions</source>
        <translation>Dispositivos, backends y versiones</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="37"/>
        <source>Copy as JSON</source>
        <translation>Copiar como JSON</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="38"/>
        <source>Copy the device info as JSON</source>
        <translation>Copiar la información del dispositivo como JSON</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="41"/>
        <source>About…</source>
        <translation>Acerca de…</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="42"/>
        <source>About Whisper Subtitler and the models it ships</source>
        <translation>Acerca de Whisper Subtitler y los modelos incluidos</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="60"/>
        <source>Versions</source>
        <translation>Versiones</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="63"/>
        <source>Media decoder</source>
        <translation>Decodificador multimedia</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="68"/>
        <source>System</source>
        <translation>Sistema</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="69"/>
        <source>What `whisper-subtitler info` shows for this computer:</source>
        <translation>Lo que muestra `whisper-subtitler info` para este equipo:</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="86"/>
        <source>Plan</source>
        <translation>Plan</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="89"/>
        <source>{engine} on {device}, {precision}</source>
        <translation>{engine} en {device}, {precision}</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="92"/>
        <source>, {n} threads</source>
        <translation>, {n} hilos</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="94"/>
        <source>why</source>
        <translation>motivo</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="97"/>
        <source>environment</source>
        <translation>entorno</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="99"/>
        <source>warning</source>
        <translation>aviso</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="104"/>
        <source>Backends</source>
        <translation>Backends</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="104"/>
        <source>usable here: {names}</source>
        <translation>utilizables aquí: {names}</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="105"/>
        <location filename="../../app/device_info.py" line="144"/>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="111"/>
        <source>yes: {devices}</source>
        <translation>sí: {devices}</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="111"/>
        <location filename="../../app/device_info.py" line="177"/>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="113"/>
        <source>not functional: {why}</source>
        <translation>no funciona: {why}</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="115"/>
        <source>no: {why}</source>
        <translation>no: {why}</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="123"/>
        <source>{name}: {cores} cores / {threads} threads</source>
        <translation>{name}: {cores} núcleos / {threads} hilos</translation>
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
        <translation>núcleos de rendimiento</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="131"/>
        <source>threads used</source>
        <translation>hilos usados</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="132"/>
        <source>instruction sets</source>
        <translation>conjuntos de instrucciones</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="134"/>
        <source>torch kernels</source>
        <translation>kernels de torch</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="139"/>
        <source>not installed: {why}</source>
        <translation>no instalado: {why}</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="141"/>
        <source>CPU precisions</source>
        <translation>precisiones de CPU</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="142"/>
        <source>{n} CUDA device(s): {types}</source>
        <translation>{n} dispositivo(s) CUDA: {types}</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="145"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="147"/>
        <source>missing libraries</source>
        <translation>bibliotecas que faltan</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="159"/>
        <source>The device probe failed: {error}</source>
        <translation>Falló el análisis de dispositivos: {error}</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="177"/>
        <source>no</source>
        <translation>no</translation>
    </message>
</context>
<context>
    <name>DropZone</name>
    <message>
        <location filename="../../app/dropzone.py" line="25"/>
        <source>Drop zone</source>
        <translation>Zona para soltar</translation>
    </message>
    <message>
        <location filename="../../app/dropzone.py" line="26"/>
        <source>Drop audio or video files, or folders, here to add them to the queue</source>
        <translation>Soltar aquí archivos de audio o vídeo, o carpetas, para añadirlos a la cola</translation>
    </message>
    <message>
        <location filename="../../app/dropzone.py" line="45"/>
        <source>Drop more files or folders here</source>
        <translation>Soltar aquí más archivos o carpetas</translation>
    </message>
    <message>
        <location filename="../../app/dropzone.py" line="46"/>
        <source>Drop audio or video files or folders here</source>
        <translation>Soltar aquí archivos de audio o vídeo, o carpetas</translation>
    </message>
</context>
<context>
    <name>EditorWindow</name>
    <message>
        <location filename="../../app/editor/window.py" line="95"/>
        <location filename="../../app/editor/window.py" line="245"/>
        <source>Review {name}</source>
        <translation>Revisar {name}</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="122"/>
        <source>No playback here: {why}</source>
        <translation>Sin reproducción aquí: {why}</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="124"/>
        <source>No media file: editing only</source>
        <translation>Sin archivo multimedia: solo edición</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="126"/>
        <source>Waveform</source>
        <translation>Forma de onda</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="131"/>
        <source>Cues</source>
        <translation>Subtítulos</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="164"/>
        <source>Position</source>
        <translation>Posición</translation>
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
        <translation>Revisión</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="188"/>
        <source>Save</source>
        <translation>Guardar</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="189"/>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="191"/>
        <source>Redo</source>
        <translation>Rehacer</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="197"/>
        <source>Play/Pause</source>
        <translation>Reproducir/Pausa</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="198"/>
        <source>Replay cue</source>
        <translation>Repetir subtítulo</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="199"/>
        <source>Previous cue</source>
        <translation>Subtítulo anterior</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="200"/>
        <source>Next cue</source>
        <translation>Subtítulo siguiente</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="202"/>
        <location filename="../../app/editor/window.py" line="383"/>
        <source>Split</source>
        <translation>Dividir</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="203"/>
        <source>Merge with next</source>
        <translation>Unir con el siguiente</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="204"/>
        <location filename="../../app/editor/window.py" line="400"/>
        <source>Insert cue</source>
        <translation>Insertar subtítulo</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="205"/>
        <source>Delete cues</source>
        <translation>Eliminar subtítulos</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="206"/>
        <source>Speaker…</source>
        <translation>Hablante…</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="207"/>
        <source>Rename speaker…</source>
        <translation>Cambiar nombre del hablante…</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="208"/>
        <source>Shift times…</source>
        <translation>Desplazar tiempos…</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="209"/>
        <source>Find and replace…</source>
        <translation>Buscar y reemplazar…</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="210"/>
        <location filename="../../app/editor/window.py" line="480"/>
        <source>Fix rules</source>
        <translation>Aplicar reglas</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="211"/>
        <source>Shortcuts</source>
        <translation>Atajos</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="213"/>
        <source>Start earlier (100 ms)</source>
        <translation>Inicio antes (100 ms)</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="214"/>
        <source>Start later (100 ms)</source>
        <translation>Inicio después (100 ms)</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="215"/>
        <source>End earlier (100 ms)</source>
        <translation>Fin antes (100 ms)</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="216"/>
        <source>End later (100 ms)</source>
        <translation>Fin después (100 ms)</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="217"/>
        <source>Start earlier (10 ms)</source>
        <translation>Inicio antes (10 ms)</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="218"/>
        <source>Start later (10 ms)</source>
        <translation>Inicio después (10 ms)</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="219"/>
        <source>End earlier (10 ms)</source>
        <translation>Fin antes (10 ms)</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="220"/>
        <source>End later (10 ms)</source>
        <translation>Fin después (10 ms)</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="223"/>
        <source>Set start at playhead</source>
        <translation>Fijar inicio en el cabezal de reproducción</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="224"/>
        <source>Set end at playhead</source>
        <translation>Fijar fin en el cabezal de reproducción</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="239"/>
        <source>{cues} cues, {marked} break a rule</source>
        <translation>{cues} subtítulo(s), {marked} incumple(n) una regla</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="334"/>
        <source>Edit text</source>
        <translation>Editar texto</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="338"/>
        <source>Not a time: {value} (use h:mm:ss.mmm)</source>
        <translation>Tiempo no válido: {value} (formato h:mm:ss.mmm)</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="341"/>
        <location filename="../../app/editor/window.py" line="346"/>
        <location filename="../../app/editor/window.py" line="357"/>
        <source>Retime</source>
        <translation>Cambiar tiempos</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="343"/>
        <location filename="../../app/editor/window.py" line="419"/>
        <source>Change speaker</source>
        <translation>Cambiar hablante</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="351"/>
        <source>Nudge</source>
        <translation>Ajustar</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="388"/>
        <source>Merge</source>
        <translation>Unir</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="400"/>
        <source>Text:</source>
        <translation>Texto:</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="403"/>
        <source>Insert</source>
        <translation>Insertar</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="408"/>
        <source>Delete</source>
        <translation>Eliminar</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="416"/>
        <source>Speaker</source>
        <translation>Hablante</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="416"/>
        <source>Speaker of the selected cues:</source>
        <translation>Hablante de los subtítulos seleccionados:</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="429"/>
        <location filename="../../app/editor/window.py" line="435"/>
        <location filename="../../app/editor/window.py" line="440"/>
        <source>Rename speaker</source>
        <translation>Cambiar nombre del hablante</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="435"/>
        <source>Speaker to rename in every cue:</source>
        <translation>Hablante que renombrar en todos los subtítulos:</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="441"/>
        <source>New name (another speaker&apos;s name makes the two one person):</source>
        <translation>Nuevo nombre (el nombre de otro hablante convierte a los dos en una sola persona):</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="447"/>
        <source>Shift times</source>
        <translation>Desplazar tiempos</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="448"/>
        <source>Move {n} cues by (ms, negative = earlier):</source>
        <translation>Desplazar {n} subtítulo(s) (ms, negativo = antes):</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="451"/>
        <source>Shift</source>
        <translation>Desplazar</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="465"/>
        <source>Replace</source>
        <translation>Reemplazar</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="466"/>
        <source>{count} replaced</source>
        <translation>Reemplazos: {count}</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="485"/>
        <source>The selected cues keep every rule: nothing to fix</source>
        <translation>Los subtítulos seleccionados cumplen todas las reglas: nada que corregir</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="490"/>
        <source>Fixed {fixed} cues: they keep every rule now</source>
        <translation>{fixed} subtítulos corregidos: ahora cumplen todas las reglas</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="492"/>
        <source>Fixed {fixed} of {broken} cues; could not fix cue {numbers} (hover here for why)</source>
        <translation>{fixed} de {broken} subtítulos corregidos; no se pudo corregir el subtítulo {numbers} (pase el ratón aquí para ver por qué)</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="495"/>
        <source>Nothing could be fixed: cue {numbers} (hover here for why)</source>
        <translation>No se pudo corregir nada: subtítulo {numbers} (pase el ratón aquí para ver por qué)</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="499"/>
        <source>Cue {n}: {rules}: {why}</source>
        <translation>Subtítulo {n}: {rules}: {why}</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="512"/>
        <source>Save failed</source>
        <translation>Error al guardar</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="519"/>
        <source>Saved</source>
        <translation>Guardado</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="532"/>
        <source>Autosave failed: {error}</source>
        <translation>Error al guardar automáticamente: {error}</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="552"/>
        <source>Unsaved changes</source>
        <translation>Cambios sin guardar</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="552"/>
        <source>Save the changes to {name}?</source>
        <translation>¿Guardar los cambios en {name}?</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="559"/>
        <source>No media file</source>
        <translation>Sin archivo multimedia</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="561"/>
        <source>Reading the audio…</source>
        <translation>Leyendo el audio…</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="568"/>
        <source>No waveform: {error}</source>
        <translation>Sin forma de onda: {error}</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="578"/>
        <source>Keyboard shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="583"/>
        <source>In a text cell, “ / ” starts a new line.</source>
        <translation>En una celda de texto, “ / ” inicia una nueva línea.</translation>
    </message>
</context>
<context>
    <name>FindReplaceDialog</name>
    <message>
        <location filename="../../app/editor/window.py" line="597"/>
        <source>Find and replace</source>
        <translation>Buscar y reemplazar</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="601"/>
        <source>Whole words</source>
        <translation>Palabras completas</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="602"/>
        <source>Match case</source>
        <translation>Distinguir mayúsculas</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="603"/>
        <source>Find:</source>
        <translation>Buscar:</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="604"/>
        <source>Replace with:</source>
        <translation>Reemplazar con:</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="608"/>
        <source>Replace all</source>
        <translation>Reemplazar todo</translation>
    </message>
</context>
<context>
    <name>FindSpeakersDialog</name>
    <message>
        <location filename="../../app/speakers_dialog.py" line="40"/>
        <source>Find speakers again</source>
        <translation>Volver a buscar hablantes</translation>
    </message>
    <message>
        <location filename="../../app/speakers_dialog.py" line="44"/>
        <source>The words of {name} stay as they are; only who says them is found again, and every output file of this job is rewritten and its subtitles cut again. Names given since are replaced, unless known voices recognise them.</source>
        <translation>Las palabras de {name} se quedan como están; solo se vuelve a determinar quién las dice, y se reescriben todos los archivos de salida de este trabajo y se vuelven a cortar sus subtítulos. Los nombres dados desde entonces se sustituyen, salvo que las voces conocidas los reconozcan.</translation>
    </message>
    <message>
        <location filename="../../app/speakers_dialog.py" line="52"/>
        <source>Exactly</source>
        <translation>Exactamente</translation>
    </message>
    <message>
        <location filename="../../app/speakers_dialog.py" line="54"/>
        <source>Between</source>
        <translation>Entre</translation>
    </message>
    <message>
        <location filename="../../app/speakers_dialog.py" line="64"/>
        <source>Let it count</source>
        <translation>Dejar que cuente</translation>
    </message>
    <message>
        <location filename="../../app/speakers_dialog.py" line="67"/>
        <location filename="../../app/speakers_dialog.py" line="72"/>
        <source>speakers</source>
        <translation>hablantes</translation>
    </message>
    <message>
        <location filename="../../app/speakers_dialog.py" line="70"/>
        <source>and</source>
        <translation>y</translation>
    </message>
    <message>
        <location filename="../../app/speakers_dialog.py" line="85"/>
        <source>Find speakers</source>
        <translation>Buscar hablantes</translation>
    </message>
</context>
<context>
    <name>JobController</name>
    <message>
        <location filename="../../app/controller.py" line="253"/>
        <source>cancelled before it started</source>
        <translation>cancelado antes de empezar</translation>
    </message>
    <message>
        <location filename="../../app/controller.py" line="316"/>
        <source>Started {name}</source>
        <translation>Iniciado: {name}</translation>
    </message>
    <message>
        <location filename="../../app/controller.py" line="360"/>
        <source>: press Retry to replace them or keep both</source>
        <translation>: Reintentar permite reemplazarlos o conservar ambos</translation>
    </message>
    <message>
        <location filename="../../app/controller.py" line="368"/>
        <source>cancelled</source>
        <translation>cancelado</translation>
    </message>
    <message>
        <location filename="../../app/controller.py" line="396"/>
        <source>Removed unfinished output {path}</source>
        <translation>Salida incompleta eliminada: {path}</translation>
    </message>
    <message>
        <location filename="../../app/controller.py" line="402"/>
        <source>Cancelled {name}</source>
        <translation>Cancelado: {name}</translation>
    </message>
    <message>
        <location filename="../../app/controller.py" line="418"/>
        <source>Renamed {old} to {new} in {n} files</source>
        <translation>{old} renombrado a {new} en {n} archivos</translation>
    </message>
    <message>
        <location filename="../../app/controller.py" line="458"/>
        <source>Could not remember the voice of {name}: {error}</source>
        <translation>No se pudo recordar la voz de {name}: {error}</translation>
    </message>
    <message>
        <location filename="../../app/controller.py" line="461"/>
        <source>Remembered the voice of {name}</source>
        <translation>Voz de {name} recordada</translation>
    </message>
</context>
<context>
    <name>JobSettings</name>
    <message>
        <location filename="../../core/job_settings.py" line="186"/>
        <source>Output folder</source>
        <translation>Carpeta de salida</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="190"/>
        <source>Output formats</source>
        <translation>Formatos de salida</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="194"/>
        <source>Engine</source>
        <translation>Motor</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="198"/>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="199"/>
        <source>A model name, or the path of a local model folder or .pt file</source>
        <translation>Un nombre de modelo, o la ruta de una carpeta de modelo local o de un archivo .pt</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="209"/>
        <source>Batched inference</source>
        <translation>Inferencia por lotes</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="210"/>
        <source>Decode several stretches of speech at once: faster on long files. Automatic batches where it was measured faster</source>
        <translation>Decodificar varios tramos de habla a la vez: más rápido en archivos largos. Automático usa lotes donde se midió que era más rápido</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="219"/>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="220"/>
        <source>auto detects the language; or type a code such as en</source>
        <translation>auto detecta el idioma; o escribir un código como es</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="225"/>
        <source>Backend</source>
        <translation>Backend</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="226"/>
        <source>Where the models run; Automatic picks the best available</source>
        <translation>Dónde se ejecutan los modelos; Automático elige el mejor disponible</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="231"/>
        <source>Characters per line</source>
        <translation>Caracteres por línea</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="233"/>
        <source>Lines per subtitle</source>
        <translation>Líneas por subtítulo</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="235"/>
        <source>Characters per second</source>
        <translation>Caracteres por segundo</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="237"/>
        <source>Shortest subtitle in seconds</source>
        <translation>Subtítulo más corto en segundos</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="239"/>
        <source>Longest subtitle in seconds</source>
        <translation>Subtítulo más largo en segundos</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="241"/>
        <source>Smallest gap between subtitles in seconds</source>
        <translation>Separación mínima entre subtítulos en segundos</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="242"/>
        <source>Subtitles closer than this are moved apart (default {default} s)</source>
        <translation>Los subtítulos más próximos que esto se separan (predeterminado: {default} s)</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="244"/>
        <source>Longest pause inside a subtitle in seconds</source>
        <translation>Pausa máxima dentro de un subtítulo en segundos</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="245"/>
        <source>A pause in the speech longer than this ends a subtitle (default {default} s)</source>
        <translation>Una pausa en el habla más larga que esto termina el subtítulo (predeterminado: {default} s)</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="248"/>
        <source>Dialogue dashes</source>
        <translation>Guiones de diálogo</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="250"/>
        <source>Word highlighting</source>
        <translation>Resaltado de palabras</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="251"/>
        <source>Each word lights up as it is spoken, in VTT and ASS files</source>
        <translation>Cada palabra se resalta al pronunciarse, en archivos VTT y ASS</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="255"/>
        <source>Label a lone speaker</source>
        <translation>Nombrar a un único hablante</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="256"/>
        <source>Name the speaker in SRT, VTT and TXT files even when only one person speaks</source>
        <translation>Nombrar al hablante en los archivos SRT, VTT y TXT aunque solo hable una persona</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="262"/>
        <source>Task</source>
        <translation>Tarea</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="263"/>
        <source>Translate gives English subtitles for speech in another language</source>
        <translation>Traducir genera subtítulos en inglés del habla en otro idioma</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="268"/>
        <source>Prompt</source>
        <translation>Prompt</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="269"/>
        <source>Text the model reads first: context, or the spelling and punctuation you want</source>
        <translation>Texto que el modelo lee primero: contexto, o la ortografía y puntuación deseadas</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="276"/>
        <source>Vocabulary</source>
        <translation>Vocabulario</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="277"/>
        <source>Names and terms, separated by commas: the model expects them, and words spelled nearly like them are corrected</source>
        <translation>Nombres y términos separados por comas: el modelo cuenta con ellos, y se corrigen las palabras escritas de forma casi igual</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="282"/>
        <source>Skip silence</source>
        <translation>Omitir silencios</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="286"/>
        <source>Label speakers</source>
        <translation>Etiquetar hablantes</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="291"/>
        <source>Diarization model</source>
        <translation>Modelo de diarización</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="292"/>
        <source>Empty for the default pipeline; or a hub id or local folder</source>
        <translation>Vacío para el pipeline predeterminado; o un id del hub o una carpeta local</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="298"/>
        <source>Exact number of speakers</source>
        <translation>Número exacto de hablantes</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="299"/>
        <source>Count the people who talk. Someone who only says a word cannot be found, and counting them splits another speaker in two</source>
        <translation>Cuente las personas que hablan. Quien solo dice una palabra no se puede encontrar, y contarla divide a otro hablante en dos</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="304"/>
        <source>Fewest speakers</source>
        <translation>Mínimo de hablantes</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="308"/>
        <source>Most speakers</source>
        <translation>Máximo de hablantes</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="316"/>
        <source>Known voices</source>
        <translation>Voces conocidas</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="317"/>
        <source>Naming a speaker remembers that voice on this computer; later files name it for you</source>
        <translation>Al nombrar a un hablante se recuerda su voz en este equipo; los archivos posteriores lo nombran automáticamente</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="328"/>
        <source>Offline</source>
        <translation>Sin conexión</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="335"/>
        <source>Model cache folder</source>
        <translation>Carpeta de caché de modelos</translation>
    </message>
</context>
<context>
    <name>LevelMeter</name>
    <message>
        <source>Input level</source>
        <translation>Nivel de entrada</translation>
    </message>
    <message>
        <source>Level {rms} dBFS, peak {peak} dBFS</source>
        <translation>Nivel {rms} dBFS, pico {peak} dBFS</translation>
    </message>
</context>
<context>
    <name>LiveRunner</name>
    <message>
        <source>The live session ended early ({reason}); the recording so far is kept.</source>
        <translation>La sesión en directo terminó antes de tiempo ({reason}); se conserva la grabación hasta ese momento.</translation>
    </message>
</context>
<context>
    <name>LiveView</name>
    <message>
        <source>Live captions</source>
        <translation>Subtítulos en directo</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Fuente</translation>
    </message>
    <message>
        <source>&amp;Source:</source>
        <translation>&amp;Fuente:</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Iniciar</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Detener</translation>
    </message>
    <message>
        <source>Open folder</source>
        <translation>Abrir carpeta</translation>
    </message>
    <message>
        <source>Refine</source>
        <translation>Refinar</translation>
    </message>
    <message>
        <source>Transcribe the saved recording again with the full offline job and open it for review</source>
        <translation>Transcribir de nuevo la grabación guardada con el trabajo sin conexión completo y abrirla para revisión</translation>
    </message>
    <message>
        <source>Media file…</source>
        <translation>Archivo multimedia…</translation>
    </message>
    <message>
        <source>File: {name}</source>
        <translation>Archivo: {name}</translation>
    </message>
    <message>
        <source>Caption a media file as it plays</source>
        <translation>Subtitular un archivo multimedia mientras se reproduce</translation>
    </message>
    <message>
        <source>Audio and video ({patterns})</source>
        <translation>Audio y vídeo ({patterns})</translation>
    </message>
    <message>
        <source>Starting: loading the model…</source>
        <translation>Iniciando: cargando el modelo…</translation>
    </message>
    <message>
        <source>Captioning. Stop saves the recording and its subtitles.</source>
        <translation>Subtitulando. Detener guarda la grabación y sus subtítulos.</translation>
    </message>
    <message>
        <source>Finishing the last words and saving…</source>
        <translation>Terminando las últimas palabras y guardando…</translation>
    </message>
    <message>
        <source>Saved {files} in {folder}</source>
        <translation>{files} guardados en {folder}</translation>
    </message>
    <message>
        <source>Nothing was saved.</source>
        <translation>No se guardó nada.</translation>
    </message>
    <message>
        <source>No input was found: choose a media file to caption it as it plays.</source>
        <translation>No se encontró ninguna entrada: elija un archivo multimedia para subtitularlo mientras se reproduce.</translation>
    </message>
    <message>
        <source>Choose a source and press Start.</source>
        <translation>Elija una fuente y pulse Iniciar.</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Omitir</translation>
    </message>
    <message>
        <source>Save the speaker names given live</source>
        <translation>Guardar los nombres de hablantes dados en directo</translation>
    </message>
    <message>
        <source>Refining speakers over the whole recording… {percent}% (Skip saves the names given live)</source>
        <translation>Afinando los hablantes en toda la grabación… {percent} % (Omitir guarda los nombres dados en directo)</translation>
    </message>
    <message>
        <source>The speaker names given live are saved: {reason}</source>
        <translation>Se guardan los nombres de hablantes dados en directo: {reason}</translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <location filename="../../app/log_panel.py" line="26"/>
        <source>Log</source>
        <translation>Registro</translation>
    </message>
    <message>
        <location filename="../../app/log_panel.py" line="27"/>
        <source>Messages from the jobs appear here.</source>
        <translation>Aquí aparecen los mensajes de los trabajos.</translation>
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
        <translation>Estado de la cola</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="106"/>
        <source>Ready</source>
        <translation>Listo</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="130"/>
        <source>The queue of the last session is back: {n} job(s)</source>
        <translation>Se ha recuperado la cola de la última sesión: {n} trabajo(s)</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="132"/>
        <source>{name} was running when the app stopped: it is queued again</source>
        <translation>{name} estaba en curso cuando se cerró la aplicación: vuelve a estar en cola</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="135"/>
        <source>Removed unfinished output {path}</source>
        <translation>Salida incompleta eliminada: {path}</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="137"/>
        <source>{name} is no longer at {folder}: it is not started</source>
        <translation>{name} ya no está en {folder}: no se inicia</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="140"/>
        <source>{n} job(s) of the saved queue could not be read and were left out</source>
        <translation>No se pudieron leer {n} trabajo(s) de la cola guardada y se omitieron</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="148"/>
        <source>Skipped files</source>
        <translation>Archivos omitidos</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="155"/>
        <source>Show or hide the skipped files</source>
        <translation>Mostrar u ocultar los archivos omitidos</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="158"/>
        <source>Skipped files and why</source>
        <translation>Archivos omitidos y motivo</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="161"/>
        <source>Clear</source>
        <translation>Limpiar</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="162"/>
        <source>Clear the list of skipped files</source>
        <translation>Limpiar la lista de archivos omitidos</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="192"/>
        <source>Log</source>
        <translation>Registro</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="210"/>
        <location filename="../../app/main_window.py" line="262"/>
        <source>Settings</source>
        <translation>Ajustes</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="232"/>
        <source>Add files…</source>
        <translation>Añadir archivos…</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="232"/>
        <location filename="../../app/main_window.py" line="387"/>
        <source>Add audio or video files</source>
        <translation>Añadir archivos de audio o vídeo</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="234"/>
        <source>Add folder…</source>
        <translation>Añadir carpeta…</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="235"/>
        <source>Add every audio and video file in a folder</source>
        <translation>Añadir todos los archivos de audio y vídeo de una carpeta</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="237"/>
        <location filename="../../app/main_window.py" line="740"/>
        <source>Start</source>
        <translation>Iniciar</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="237"/>
        <source>Start or pause the queue</source>
        <translation>Iniciar o pausar la cola</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="239"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="239"/>
        <source>Cancel the selected job</source>
        <translation>Cancelar el trabajo seleccionado</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="241"/>
        <source>Retry</source>
        <translation>Reintentar</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="241"/>
        <source>Run the selected job again</source>
        <translation>Volver a ejecutar el trabajo seleccionado</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="243"/>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="243"/>
        <source>Remove the selected job</source>
        <translation>Quitar el trabajo seleccionado</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="245"/>
        <source>Open folder</source>
        <translation>Abrir carpeta</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="246"/>
        <source>Open the selected job&apos;s output folder</source>
        <translation>Abrir la carpeta de salida del trabajo seleccionado</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="248"/>
        <source>Open subtitle</source>
        <translation>Abrir subtítulo</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="249"/>
        <source>Open the selected job&apos;s subtitle file</source>
        <translation>Abrir el archivo de subtítulos del trabajo seleccionado</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="251"/>
        <source>Export video…</source>
        <translation>Exportar vídeo…</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="252"/>
        <source>Put the selected job&apos;s subtitles into its video</source>
        <translation>Incorporar los subtítulos del trabajo seleccionado a su vídeo</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="254"/>
        <source>Review…</source>
        <translation>Revisar…</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="255"/>
        <source>Play the selected job with its subtitles and correct them</source>
        <translation>Reproducir el trabajo seleccionado con sus subtítulos y corregirlos</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="257"/>
        <source>Open for review…</source>
        <translation>Abrir para revisar…</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="258"/>
        <source>Review a subtitle file (SRT, VTT, ASS) or a job&apos;s JSON</source>
        <translation>Revisar un archivo de subtítulos (SRT, VTT, ASS) o el JSON de un trabajo</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="263"/>
        <source>Show or hide the settings (Ctrl+,)</source>
        <translation>Mostrar u ocultar los ajustes (Ctrl+,)</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="265"/>
        <source>Device info</source>
        <translation>Dispositivos</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="266"/>
        <source>Backends, devices and versions on this computer</source>
        <translation>Backends, dispositivos y versiones de este equipo</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="268"/>
        <source>About…</source>
        <translation>Acerca de…</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="269"/>
        <source>Version, licences and the models this app ships</source>
        <translation>Versión, licencias y los modelos incluidos en la aplicación</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="277"/>
        <source>Main</source>
        <translation>Principal</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="385"/>
        <source>Audio and video ({patterns})</source>
        <translation>Audio y vídeo ({patterns})</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="386"/>
        <location filename="../../app/main_window.py" line="516"/>
        <source>All files (*)</source>
        <translation>Todos los archivos (*)</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="392"/>
        <source>Add a folder</source>
        <translation>Añadir una carpeta</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="406"/>
        <source>already in the queue</source>
        <translation>ya está en la cola</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="408"/>
        <source>already done in the queue (remove its row to run it again)</source>
        <translation>ya terminado en la cola (quite su fila para ejecutarlo de nuevo)</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="410"/>
        <source>already in the queue (Retry runs it again)</source>
        <translation>ya en la cola (Reintentar lo ejecuta de nuevo)</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="416"/>
        <source>subtitles already exist</source>
        <translation>ya existen subtítulos</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="423"/>
        <source>Added {n} file(s)</source>
        <translation>Se añadieron {n} archivo(s)</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="436"/>
        <source>Skipped {path}: {reason}</source>
        <translation>Omitido {path}: {reason}</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="444"/>
        <source>Skipped: {n} file(s) not added</source>
        <translation>Omitidos: {n} archivo(s) sin añadir</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="445"/>
        <source>Skipped: {n} file(s) not added, and why</source>
        <translation>Omitidos: {n} archivo(s) sin añadir, y motivo</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="514"/>
        <location filename="../../app/main_window.py" line="528"/>
        <source>Open for review</source>
        <translation>Abrir para revisar</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="515"/>
        <source>Subtitles ({patterns})</source>
        <translation>Subtítulos ({patterns})</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="551"/>
        <source>Unsaved review</source>
        <translation>Revisión sin guardar</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="552"/>
        <source>The review of {name} was not saved ({when}). Restore it?</source>
        <translation>La revisión de {name} no se guardó ({when}). ¿Restaurarla?</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="572"/>
        <source>Saved the review of {name}</source>
        <translation>Revisión de {name} guardada</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="594"/>
        <source>Its subtitle files stay where they are.</source>
        <translation>Sus archivos de subtítulos se quedan donde están.</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="596"/>
        <source>It will not be run again.</source>
        <translation>No se volverá a ejecutar.</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="598"/>
        <source>It will not be transcribed.</source>
        <translation>No se transcribirá.</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="600"/>
        <source>Remove the job?</source>
        <translation>¿Quitar el trabajo?</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="601"/>
        <source>Remove {name} from the queue? {detail}</source>
        <translation>¿Quitar {name} de la cola? {detail}</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="647"/>
        <source>{name}: the new subtitles will be named {new}</source>
        <translation>{name}: los nuevos subtítulos se llamarán {new}</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="656"/>
        <source>Find speakers again</source>
        <translation>Volver a buscar hablantes</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="657"/>
        <source>{name} is open for review. Save or close the review first, then find the speakers again.</source>
        <translation>{name} está abierto para revisión. Guarde o cierre primero la revisión y luego vuelva a buscar los hablantes.</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="664"/>
        <source>{name}: finding the speakers again</source>
        <translation>{name}: volviendo a buscar los hablantes</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="690"/>
        <source>{name} is open for review. Save or close the review first, then rename the speaker.</source>
        <translation>{name} está abierto para revisión. Guarde o cierre primero la revisión y luego cambie el nombre del hablante.</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="697"/>
        <source>Renaming {old} failed: {error}</source>
        <translation>Error al renombrar {old}: {error}</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="689"/>
        <location filename="../../app/main_window.py" line="698"/>
        <source>Rename failed</source>
        <translation>Error al renombrar</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="722"/>
        <source>{name} is done</source>
        <translation>{name} terminado</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="728"/>
        <source>Finished {name}: {files} in</source>
        <translation>Terminado {name}: {files} en</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="740"/>
        <source>Pause</source>
        <translation>Pausar</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="742"/>
        <source>Start no new jobs (the running one finishes) (Ctrl+R)</source>
        <translation>No iniciar más trabajos (el actual termina) (Ctrl+R)</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="743"/>
        <source>Start the queue (Ctrl+R)</source>
        <translation>Iniciar la cola (Ctrl+R)</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="761"/>
        <source>{queued} queued, {running} running, {done} done, {failed} failed or cancelled</source>
        <translation>{queued} en cola, {running} en curso, {done} terminados, {failed} fallidos o cancelados</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="764"/>
        <source>Ready: add files or drop them on the window</source>
        <translation>Listo: añadir archivos o soltarlos en la ventana</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="766"/>
        <source>Queue running</source>
        <translation>Cola en marcha</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="767"/>
        <source>Jobs start one after another; Pause (Ctrl+R) stops new ones</source>
        <translation>Los trabajos se inician uno tras otro; Pausar (Ctrl+R) detiene los nuevos</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="769"/>
        <source>Queue paused</source>
        <translation>Cola en pausa</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="769"/>
        <source>Queue paused (empty)</source>
        <translation>Cola en pausa (vacía)</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="770"/>
        <source>No job starts until you press Start (Ctrl+R)</source>
        <translation>Ningún trabajo se inicia hasta pulsar Iniciar (Ctrl+R)</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="801"/>
        <source>Device probe failed: {error}</source>
        <translation>Falló el análisis de dispositivos: {error}</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="830"/>
        <source>Jobs are running</source>
        <translation>Hay trabajos en curso</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="831"/>
        <source>{n} job(s) are still running. Stop them and quit? Their unfinished output is removed.</source>
        <translation>{n} trabajo(s) siguen en curso. ¿Detenerlos y salir? Su salida incompleta se eliminará.</translation>
    </message>
    <message>
        <source>Live…</source>
        <translation>En directo…</translation>
    </message>
    <message>
        <source>Caption a microphone, any sound input or a file as it plays</source>
        <translation>Subtitular un micrófono, cualquier entrada de audio o un archivo mientras se reproduce</translation>
    </message>
    <message>
        <source>Refining {name}: it opens for review when it is done</source>
        <translation>Refinando {name}: se abrirá para revisión cuando termine</translation>
    </message>
    <message>
        <source>Live session saved: {files}</source>
        <translation>Sesión en directo guardada: {files}</translation>
    </message>
    <message>
        <source>The live speaker names are saved, not refined: {reason}</source>
        <translation>Se guardan los nombres de hablantes dados en directo, sin afinar: {reason}</translation>
    </message>
</context>
<context>
    <name>MicSource</name>
    <message>
        <source>Sound input is not available here ({reason}).</source>
        <translation>La entrada de audio no está disponible aquí ({reason}).</translation>
    </message>
    <message>
        <source>The input “{name}” is not connected.</source>
        <translation>La entrada «{name}» no está conectada.</translation>
    </message>
    <message>
        <source>The input “{name}” gives audio in a format this app cannot read.</source>
        <translation>La entrada «{name}» entrega audio en un formato que esta aplicación no puede leer.</translation>
    </message>
    <message>
        <source>The input “{name}” could not be opened.</source>
        <translation>No se pudo abrir la entrada «{name}».</translation>
    </message>
    <message>
        <source>The input “{name}” stopped working; what was recorded until then is kept.</source>
        <translation>La entrada «{name}» dejó de funcionar; se conserva lo grabado hasta ese momento.</translation>
    </message>
    <message>
        <source>The input “{name}” was disconnected; what was recorded until then is kept.</source>
        <translation>La entrada «{name}» se desconectó; se conserva lo grabado hasta ese momento.</translation>
    </message>
    <message>
        <source>No sound arrives from “{name}”: check that it is switched on and allowed to record.</source>
        <translation>No llega sonido de «{name}»: compruebe que está encendido y que tiene permiso para grabar.</translation>
    </message>
</context>
<context>
    <name>ModelNotice</name>
    <message>
        <location filename="../../app/model_notice.py" line="49"/>
        <source>Why the queue did not start</source>
        <translation>Por qué no se inició la cola</translation>
    </message>
    <message>
        <location filename="../../app/model_notice.py" line="54"/>
        <source>Models on this computer</source>
        <translation>Modelos en este equipo</translation>
    </message>
    <message>
        <location filename="../../app/model_notice.py" line="55"/>
        <source>Use this model</source>
        <translation>Usar este modelo</translation>
    </message>
    <message>
        <location filename="../../app/model_notice.py" line="57"/>
        <source>Label no speakers</source>
        <translation>No etiquetar hablantes</translation>
    </message>
    <message>
        <location filename="../../app/model_notice.py" line="58"/>
        <source>Use the offline speaker pipeline</source>
        <translation>Usar el pipeline de hablantes sin conexión</translation>
    </message>
    <message>
        <location filename="../../app/model_notice.py" line="59"/>
        <source>Check again</source>
        <translation>Volver a comprobar</translation>
    </message>
    <message>
        <location filename="../../app/model_notice.py" line="60"/>
        <source>Look again for the model and the connection</source>
        <translation>Buscar de nuevo el modelo y la conexión</translation>
    </message>
    <message>
        <location filename="../../app/model_notice.py" line="91"/>
        <source>Download {name}</source>
        <translation>Descargar {name}</translation>
    </message>
    <message>
        <location filename="../../app/model_notice.py" line="101"/>
        <source>use the offline speaker pipeline, or label no speakers</source>
        <translation>usar el pipeline de hablantes sin conexión, o no etiquetar hablantes</translation>
    </message>
    <message>
        <location filename="../../app/model_notice.py" line="102"/>
        <source>label no speakers for now</source>
        <translation>no etiquetar hablantes por ahora</translation>
    </message>
    <message>
        <location filename="../../app/model_notice.py" line="104"/>
        <source>use a model this computer has, or download {name} when there is a connection</source>
        <translation>usar un modelo que haya en este equipo, o descargar {name} cuando haya conexión</translation>
    </message>
    <message>
        <location filename="../../app/model_notice.py" line="107"/>
        <source>use a model this computer has</source>
        <translation>usar un modelo que haya en este equipo</translation>
    </message>
    <message>
        <location filename="../../app/model_notice.py" line="109"/>
        <source>download {name} when there is a connection, or choose a model folder in Settings</source>
        <translation>descargar {name} cuando haya conexión, o elegir una carpeta de modelo en Ajustes</translation>
    </message>
    <message>
        <location filename="../../app/model_notice.py" line="112"/>
        <source>choose another model in Settings</source>
        <translation>elegir otro modelo en Ajustes</translation>
    </message>
    <message>
        <location filename="../../app/model_notice.py" line="113"/>
        <source>Nothing was started: {problem}. You can {hint}.</source>
        <translation>No se inició nada: {problem}. Se puede {hint}.</translation>
    </message>
</context>
<context>
    <name>PathMessage</name>
    <message>
        <location filename="../../app/open_path.py" line="37"/>
        <source>Path</source>
        <translation>Ruta</translation>
    </message>
    <message>
        <location filename="../../app/open_path.py" line="40"/>
        <source>Copy path</source>
        <translation>Copiar ruta</translation>
    </message>
    <message>
        <location filename="../../app/open_path.py" line="41"/>
        <source>Copy the path to the clipboard</source>
        <translation>Copiar la ruta al portapapeles</translation>
    </message>
    <message>
        <location filename="../../app/open_path.py" line="56"/>
        <source>Copied</source>
        <translation>Copiada</translation>
    </message>
</context>
<context>
    <name>Player</name>
    <message>
        <location filename="../../app/editor/player.py" line="129"/>
        <source>the media cannot be played</source>
        <translation>el archivo multimedia no se puede reproducir</translation>
    </message>
</context>
<context>
    <name>PreviewPanel</name>
    <message>
        <location filename="../../app/preview.py" line="70"/>
        <location filename="../../app/preview.py" line="137"/>
        <source>Select a job to see its transcript.</source>
        <translation>Seleccionar un trabajo para ver su transcripción.</translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="75"/>
        <source>Transcript preview</source>
        <translation>Vista previa de la transcripción</translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="78"/>
        <source>Speaker</source>
        <translation>Hablante</translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="78"/>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="81"/>
        <source>Double-click a name to rename that speaker</source>
        <translation>Doble clic en un nombre para renombrar a ese hablante</translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="82"/>
        <source>Speakers</source>
        <translation>Hablantes</translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="83"/>
        <source>Edit a name to rename that speaker in every output file</source>
        <translation>Editar un nombre para renombrar a ese hablante en todos los archivos de salida</translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="92"/>
        <source>Find speakers again…</source>
        <translation>Volver a buscar hablantes…</translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="94"/>
        <source>Wrong number of speakers? Say how many talk: the words are kept and only the speakers are found again</source>
        <translation>¿Número de hablantes incorrecto? Indique cuántos hablan: se conservan las palabras y solo se vuelven a buscar los hablantes</translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="140"/>
        <source>Transcript of {name}</source>
        <translation>Transcripción de {name}</translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="161"/>
        <source>Technical details (for a bug report):</source>
        <translation>Detalles técnicos (para un informe de error):</translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="182"/>
        <source>No speech was heard in this file, so its subtitle files have no cues.</source>
        <translation>No se ha oído ninguna voz en este archivo, así que sus archivos de subtítulos están vacíos.</translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="188"/>
        <source>{name} failed</source>
        <translation>{name} falló</translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="188"/>
        <source>{name} was cancelled</source>
        <translation>{name} se canceló</translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="192"/>
        <source>Failed:</source>
        <translation>Fallido:</translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="192"/>
        <source>Cancelled:</source>
        <translation>Cancelado:</translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="193"/>
        <source>no reason was given</source>
        <translation>no se indicó ningún motivo</translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="194"/>
        <source>File:</source>
        <translation>Archivo:</translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="194"/>
        <source>What to do:</source>
        <translation>Qué hacer:</translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="194"/>
        <source>Transcribed before it stopped:</source>
        <translation>Transcrito antes de detenerse:</translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="260"/>
        <source>Type a name and press Enter: every output file is rewritten</source>
        <translation>Escribir un nombre y pulsar Intro: se reescriben todos los archivos de salida</translation>
    </message>
</context>
<context>
    <name>QueueKeeper</name>
    <message>
        <location filename="../../app/queue_keeper.py" line="89"/>
        <source>The saved queue could not be read ({error}); an empty queue starts.</source>
        <translation>No se pudo leer la cola guardada ({error}); se empieza con una cola vacía.</translation>
    </message>
    <message>
        <location filename="../../app/queue_keeper.py" line="106"/>
        <source>the file is no longer there (moved, renamed or deleted since it was queued)</source>
        <translation>el archivo ya no está ahí (se movió, renombró o eliminó después de ponerlo en cola)</translation>
    </message>
    <message>
        <location filename="../../app/queue_keeper.py" line="141"/>
        <source>The queue could not be saved ({error}); it is tried again with the next change.</source>
        <translation>No se pudo guardar la cola ({error}); se volverá a intentar con el próximo cambio.</translation>
    </message>
</context>
<context>
    <name>QueueModel</name>
    <message>
        <location filename="../../app/queue_view.py" line="53"/>
        <source>File</source>
        <translation>Archivo</translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="53"/>
        <source>Duration</source>
        <translation>Duración</translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="53"/>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="53"/>
        <source>Progress</source>
        <translation>Progreso</translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="54"/>
        <source>Device</source>
        <translation>Dispositivo</translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="54"/>
        <source>Actions</source>
        <translation>Acciones</translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="56"/>
        <source>queued</source>
        <translation>en cola</translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="56"/>
        <source>decoding</source>
        <translation>decodificando</translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="57"/>
        <source>transcribing</source>
        <translation>transcribiendo</translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="57"/>
        <source>diarizing</source>
        <translation>diarizando</translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="58"/>
        <source>writing</source>
        <translation>escribiendo</translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="58"/>
        <source>done</source>
        <translation>terminado</translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="58"/>
        <source>failed</source>
        <translation>fallido</translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="59"/>
        <source>cancelled</source>
        <translation>cancelado</translation>
    </message>
</context>
<context>
    <name>QueueView</name>
    <message>
        <location filename="../../app/queue_view.py" line="283"/>
        <source>Job queue</source>
        <translation>Cola de trabajos</translation>
    </message>
</context>
<context>
    <name>RowActions</name>
    <message>
        <location filename="../../app/queue_view.py" line="215"/>
        <source>Cancel this job</source>
        <translation>Cancelar este trabajo</translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="216"/>
        <source>Run this job again</source>
        <translation>Volver a ejecutar este trabajo</translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="217"/>
        <source>Remove from the queue</source>
        <translation>Quitar de la cola</translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="218"/>
        <source>Open the output folder</source>
        <translation>Abrir la carpeta de salida</translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="219"/>
        <source>Open the subtitle file</source>
        <translation>Abrir el archivo de subtítulos</translation>
    </message>
</context>
<context>
    <name>SettingsPanel</name>
    <message>
        <location filename="../../app/settings_panel.py" line="67"/>
        <location filename="../../app/settings_panel.py" line="269"/>
        <source>Automatic</source>
        <translation>Automático</translation>
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
        <translation>Ajustes</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="98"/>
        <source>Downloaded to {path}</source>
        <translation>Descargado en {path}</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="100"/>
        <source>Download failed: {why}</source>
        <translation>Error en la descarga: {why}</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="158"/>
        <source>Compute</source>
        <translation>Cómputo</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="163"/>
        <source>Checking which backends are available…</source>
        <translation>Comprobando qué backends están disponibles…</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="174"/>
        <source>&amp;Backend:</source>
        <translation>&amp;Backend:</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="176"/>
        <source>&amp;Engine:</source>
        <translation>&amp;Motor:</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="178"/>
        <source>Automatic (long files, where faster)</source>
        <translation>Automático (archivos largos, si es más rápido)</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="179"/>
        <source>Always</source>
        <translation>Siempre</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="180"/>
        <source>Never</source>
        <translation>Nunca</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="181"/>
        <source>Batc&amp;hed inference:</source>
        <translation>Inferencia por lote&amp;s:</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="188"/>
        <source>Speech recognition</source>
        <translation>Reconocimiento de voz</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="196"/>
        <location filename="../../app/settings_panel.py" line="246"/>
        <location filename="../../app/settings_panel.py" line="296"/>
        <location filename="../../app/settings_panel.py" line="365"/>
        <source>Browse…</source>
        <translation>Examinar…</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="197"/>
        <source>Choose a local model folder</source>
        <translation>Elegir una carpeta de modelo local</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="201"/>
        <source>&amp;Model:</source>
        <translation>M&amp;odelo:</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="205"/>
        <source>Model download state</source>
        <translation>Estado de descarga del modelo</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="206"/>
        <source>Download</source>
        <translation>Descargar</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="207"/>
        <source>Download the selected model</source>
        <translation>Descargar el modelo seleccionado</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="211"/>
        <source>Model download progress</source>
        <translation>Progreso de descarga del modelo</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="222"/>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="224"/>
        <source>Transcribe (the speech&apos;s language)</source>
        <translation>Transcribir (su idioma)</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="225"/>
        <source>Translate to English</source>
        <translation>Traducir al inglés</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="226"/>
        <source>&amp;Task:</source>
        <translation>&amp;Tarea:</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="229"/>
        <source>names, terms, …</source>
        <translation>nombres, términos, …</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="230"/>
        <source>Load…</source>
        <translation>Cargar…</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="231"/>
        <location filename="../../app/settings_panel.py" line="574"/>
        <source>Load a vocabulary file</source>
        <translation>Cargar un archivo de vocabulario</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="235"/>
        <source>&amp;Vocabulary:</source>
        <translation>&amp;Vocabulario:</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="237"/>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="238"/>
        <source>&amp;Prompt:</source>
        <translation>&amp;Prompt:</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="239"/>
        <source>Skip silence (voice activity detection)</source>
        <translation>Omitir silencios (detección de actividad de voz)</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="241"/>
        <source>Offline: use downloaded models only</source>
        <translation>Sin conexión: solo modelos descargados</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="245"/>
        <source>default user cache</source>
        <translation>caché de usuario predeterminada</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="247"/>
        <source>Choose the model cache folder</source>
        <translation>Elegir la carpeta de caché de modelos</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="251"/>
        <source>Model &amp;cache:</source>
        <translation>&amp;Caché de modelos:</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="265"/>
        <source>Speakers</source>
        <translation>Hablantes</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="267"/>
        <source>Label speakers (diarization)</source>
        <translation>Etiquetar hablantes (diarización)</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="270"/>
        <source>Number of speakers: automatic</source>
        <translation>Número de hablantes: automático</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="271"/>
        <source>Exactly</source>
        <translation>Exactamente</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="272"/>
        <source>Number of speakers: exact</source>
        <translation>Número de hablantes: exacto</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="273"/>
        <source>Between</source>
        <translation>Entre</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="274"/>
        <source>Number of speakers: range</source>
        <translation>Número de hablantes: rango</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="287"/>
        <source>and</source>
        <translation>y</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="290"/>
        <source>Number:</source>
        <translation>Número:</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="297"/>
        <source>Choose a local diarization folder</source>
        <translation>Elegir una carpeta de diarización local</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="301"/>
        <source>Pipeline:</source>
        <translation>Pipeline:</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="303"/>
        <source>Hugging Face token</source>
        <translation>Token de Hugging Face</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="304"/>
        <source>Needed once to download pyannote models; kept in the system keyring</source>
        <translation>Necesario una vez para descargar los modelos de pyannote; se guarda en el llavero del sistema</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="307"/>
        <source>Save token</source>
        <translation>Guardar token</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="308"/>
        <source>Save the Hugging Face token in the keyring</source>
        <translation>Guardar el token de Hugging Face en el llavero</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="311"/>
        <source>HF &amp;token:</source>
        <translation>Token de &amp;HF:</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="319"/>
        <source>Recognise voices I have named</source>
        <translation>Reconocer voces ya nombradas</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="321"/>
        <source>Voices…</source>
        <translation>Voces…</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="323"/>
        <source>List or forget remembered voices</source>
        <translation>Ver u olvidar las voces recordadas</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="344"/>
        <source>Known voices</source>
        <translation>Voces conocidas</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="349"/>
        <source>Output</source>
        <translation>Salida</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="354"/>
        <source>Write {fmt}</source>
        <translation>Escribir {fmt}</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="358"/>
        <source>Formats:</source>
        <translation>Formatos:</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="359"/>
        <source>JSON is always written too: speaker renames are rebuilt from it.</source>
        <translation>También se escribe siempre JSON: a partir de él se rehacen los cambios de nombre de hablantes.</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="364"/>
        <source>beside each input file</source>
        <translation>junto a cada archivo de entrada</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="366"/>
        <source>Choose the output folder</source>
        <translation>Elegir la carpeta de salida</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="370"/>
        <source>&amp;Folder:</source>
        <translation>C&amp;arpeta:</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="371"/>
        <source>When subtitles already exist</source>
        <translation>Si ya existen subtítulos</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="372"/>
        <source>Keep them (the job fails)</source>
        <translation>Conservarlos (el trabajo falla)</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="373"/>
        <source>Overwrite them</source>
        <translation>Sobrescribirlos</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="374"/>
        <source>Skip the file</source>
        <translation>Omitir el archivo</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="375"/>
        <source>If files &amp;exist:</source>
        <translation>Si ya &amp;existen:</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="381"/>
        <source>Window</source>
        <translation>Ventana</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="383"/>
        <source>The window&apos;s language</source>
        <translation>Idioma de la ventana</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="384"/>
        <source>As the system</source>
        <translation>Como el sistema</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="387"/>
        <source>&amp;Interface:</source>
        <translation>&amp;Interfaz:</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="388"/>
        <source>A new language shows when the app starts again.</source>
        <translation>El nuevo idioma se aplica al volver a iniciar.</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="395"/>
        <source>Subtitle rules</source>
        <translation>Reglas de subtítulos</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="418"/>
        <source>Two speakers in one subtitle as “- ” lines</source>
        <translation>Dos hablantes en un subtítulo con líneas “- ”</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="420"/>
        <source>Highlight each word as it is spoken (VTT, ASS)</source>
        <translation>Resaltar cada palabra al pronunciarse (VTT, ASS)</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="422"/>
        <source>Name the speaker even when only one speaks</source>
        <translation>Nombrar al hablante aunque solo hable uno</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="423"/>
        <source>Characters per &amp;line:</source>
        <translation>Caracteres por lí&amp;nea:</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="424"/>
        <source>Lines per &amp;subtitle:</source>
        <translation>&amp;Líneas por subtítulo:</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="425"/>
        <source>Characters per &amp;second:</source>
        <translation>Caracteres por &amp;segundo:</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="426"/>
        <source>Shortest:</source>
        <translation>Más corto:</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="427"/>
        <source>Longest:</source>
        <translation>Más largo:</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="428"/>
        <source>Smallest &amp;gap:</source>
        <translation>Sepa&amp;ración mínima:</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="429"/>
        <source>Longest &amp;pause:</source>
        <translation>Pa&amp;usa máxima:</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="568"/>
        <source>Choose a model folder</source>
        <translation>Elegir una carpeta de modelo</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="575"/>
        <source>Text files (*.txt *.csv);;All files (*)</source>
        <translation>Archivos de texto (*.txt *.csv);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="581"/>
        <source>Vocabulary</source>
        <translation>Vocabulario</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="587"/>
        <source>Choose a folder</source>
        <translation>Elegir una carpeta</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="604"/>
        <source>{title} ({picked})</source>
        <translation>{title} ({picked})</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="609"/>
        <source>{title} (not available)</source>
        <translation>{title} (no disponible)</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="618"/>
        <source>{device}, {n} threads</source>
        <translation>{device}, {n} hilos</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="622"/>
        <source>Could not check the backends: {error}</source>
        <translation>No se pudieron comprobar los backends: {error}</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="632"/>
        <source>The best backend that works here: {device}</source>
        <translation>El mejor backend que funciona aquí: {device}</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="636"/>
        <source>Available: {device}</source>
        <translation>Disponible: {device}</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="639"/>
        <source>Not available here: {why}. Jobs will fall back to the CPU.</source>
        <translation>No disponible aquí: {why}. Los trabajos usarán la CPU.</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="640"/>
        <source>no such device</source>
        <translation>no existe ese dispositivo</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="668"/>
        <source>Local model: {path}</source>
        <translation>Modelo local: {path}</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="671"/>
        <source>Checking…</source>
        <translation>Comprobando…</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="688"/>
        <source>Unknown model name</source>
        <translation>Nombre de modelo desconocido</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="690"/>
        <source>Downloaded</source>
        <translation>Descargado</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="692"/>
        <source>Not downloaded, and offline mode is on: choose a model on this computer</source>
        <translation>No descargado y el modo sin conexión está activado: elija un modelo de este equipo</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="694"/>
        <source>Not downloaded, and there is no connection now: choose a model on this computer</source>
        <translation>No descargado y ahora no hay conexión: elija un modelo de este equipo</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="695"/>
        <source>Not downloaded yet (downloads on first use)</source>
        <translation>Aún no descargado (se descarga al usarlo por primera vez)</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="699"/>
        <source>{name} (on this computer)</source>
        <translation>{name} (en este equipo)</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="700"/>
        <source>{name} (on this computer, in {folder})</source>
        <translation>{name} (en este equipo, en {folder})</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="719"/>
        <source>Downloading {name}…</source>
        <translation>Descargando {name}…</translation>
    </message>
</context>
<context>
    <name>StartGate</name>
    <message>
        <location filename="../../app/model_notice.py" line="195"/>
        <source>Checking the models…</source>
        <translation>Comprobando los modelos…</translation>
    </message>
    <message>
        <location filename="../../app/model_notice.py" line="215"/>
        <source>Speaker labelling is on: a speaker pipeline is on this computer.</source>
        <translation>Etiquetado de hablantes activado: hay un pipeline de hablantes en este equipo.</translation>
    </message>
    <message>
        <location filename="../../app/model_notice.py" line="230"/>
        <source>Ready</source>
        <translation>Listo</translation>
    </message>
    <message>
        <location filename="../../app/model_notice.py" line="251"/>
        <source>Could not check the models: {error}</source>
        <translation>No se pudieron comprobar los modelos: {error}</translation>
    </message>
    <message>
        <location filename="../../app/model_notice.py" line="266"/>
        <source>Using {label}</source>
        <translation>Usando {label}</translation>
    </message>
    <message>
        <location filename="../../app/model_notice.py" line="282"/>
        <source>There is still no connection: {name} cannot be downloaded now.</source>
        <translation>Sigue sin haber conexión: ahora no se puede descargar {name}.</translation>
    </message>
</context>
<context>
    <name>StartHint</name>
    <message>
        <location filename="../../app/start_hint.py" line="25"/>
        <source>{name} is queued and waits for you: press Start (Ctrl+R) to turn it into subtitles.</source>
        <translation>{name} está en la cola y le espera: pulse Iniciar (Ctrl+R) para convertirlo en subtítulos.</translation>
    </message>
    <message>
        <location filename="../../app/start_hint.py" line="27"/>
        <source>The queue waits for you: press Start (Ctrl+R) to turn its files into subtitles.</source>
        <translation>La cola le espera: pulse Iniciar (Ctrl+R) para convertir sus archivos en subtítulos.</translation>
    </message>
    <message>
        <location filename="../../app/start_hint.py" line="30"/>
        <source>Start</source>
        <translation>Iniciar</translation>
    </message>
    <message>
        <location filename="../../app/start_hint.py" line="31"/>
        <source>Start the queue</source>
        <translation>Iniciar la cola</translation>
    </message>
</context>
<context>
    <name>TokenField</name>
    <message>
        <location filename="../../app/token_field.py" line="27"/>
        <source>A token is stored in the system keyring.</source>
        <translation>Hay un token guardado en el llavero del sistema.</translation>
    </message>
    <message>
        <location filename="../../app/token_field.py" line="36"/>
        <source>Token {outcome}.</source>
        <translation>Token {outcome}.</translation>
    </message>
    <message>
        <location filename="../../app/token_field.py" line="39"/>
        <source>Not saved: {why}. The token is used for this session only.</source>
        <translation>No guardado: {why}. El token solo se usa en esta sesión.</translation>
    </message>
    <message>
        <location filename="../../app/token_store.py" line="36"/>
        <source>removed from the system keyring</source>
        <translation>eliminado del llavero del sistema</translation>
    </message>
    <message>
        <location filename="../../app/token_store.py" line="37"/>
        <source>no token was stored</source>
        <translation>no estaba guardado</translation>
    </message>
    <message>
        <location filename="../../app/token_store.py" line="42"/>
        <source>saved in the system keyring</source>
        <translation>guardado en el llavero del sistema</translation>
    </message>
</context>
<context>
    <name>TranscriptView</name>
    <message>
        <source>Live transcript</source>
        <translation>Transcripción en directo</translation>
    </message>
</context>
<context>
    <name>VideoExportDialog</name>
    <message>
        <location filename="../../app/video_export_dialog.py" line="42"/>
        <source>Export video</source>
        <translation>Exportar vídeo</translation>
    </message>
    <message>
        <location filename="../../app/video_export_dialog.py" line="50"/>
        <source>Put the subtitles of {name} into a copy of the video.</source>
        <translation>Incorporar los subtítulos de {name} a una copia del vídeo.</translation>
    </message>
    <message>
        <location filename="../../app/video_export_dialog.py" line="55"/>
        <source>Subtitle track (the picture is copied; viewers can switch it off)</source>
        <translation>Pista de subtítulos (imagen copiada; el espectador puede quitarla)</translation>
    </message>
    <message>
        <location filename="../../app/video_export_dialog.py" line="56"/>
        <source>Burned into the picture, in the speakers&apos; colours (re-encodes)</source>
        <translation>Incrustados en la imagen, con colores por hablante (recodifica)</translation>
    </message>
    <message>
        <location filename="../../app/video_export_dialog.py" line="65"/>
        <source>Subtitles:</source>
        <translation>Subtítulos:</translation>
    </message>
    <message>
        <location filename="../../app/video_export_dialog.py" line="67"/>
        <source>MKV (keeps the speakers&apos; styles)</source>
        <translation>MKV (conserva los estilos de los hablantes)</translation>
    </message>
    <message>
        <location filename="../../app/video_export_dialog.py" line="68"/>
        <source>MP4 (plays almost everywhere)</source>
        <translation>MP4 (se reproduce casi en todas partes)</translation>
    </message>
    <message>
        <location filename="../../app/video_export_dialog.py" line="69"/>
        <source>Container:</source>
        <translation>Contenedor:</translation>
    </message>
    <message>
        <location filename="../../app/video_export_dialog.py" line="74"/>
        <source>Browse…</source>
        <translation>Examinar…</translation>
    </message>
    <message>
        <location filename="../../app/video_export_dialog.py" line="78"/>
        <source>Save as:</source>
        <translation>Guardar como:</translation>
    </message>
    <message>
        <location filename="../../app/video_export_dialog.py" line="88"/>
        <source>Export</source>
        <translation>Exportar</translation>
    </message>
    <message>
        <location filename="../../app/video_export_dialog.py" line="125"/>
        <source>Save the video as</source>
        <translation>Guardar el vídeo como</translation>
    </message>
    <message>
        <location filename="../../app/video_export_dialog.py" line="126"/>
        <source>Video (*{suffix})</source>
        <translation>Vídeo (*{suffix})</translation>
    </message>
    <message>
        <location filename="../../app/video_export_dialog.py" line="137"/>
        <source>Replace the file?</source>
        <translation>¿Reemplazar el archivo?</translation>
    </message>
    <message>
        <location filename="../../app/video_export_dialog.py" line="138"/>
        <source>{name} exists. Replace it?</source>
        <translation>{name} ya existe. ¿Reemplazarlo?</translation>
    </message>
    <message>
        <location filename="../../app/video_export_dialog.py" line="149"/>
        <source>Exporting…</source>
        <translation>Exportando…</translation>
    </message>
    <message>
        <location filename="../../app/video_export_dialog.py" line="164"/>
        <source>Saved {path}</source>
        <translation>Guardado: {path}</translation>
    </message>
    <message>
        <location filename="../../app/video_export_dialog.py" line="167"/>
        <location filename="../../app/video_export_dialog.py" line="170"/>
        <source>Export failed: {error}</source>
        <translation>Error en la exportación: {error}</translation>
    </message>
    <message>
        <location filename="../../app/video_export_dialog.py" line="181"/>
        <source>Export cancelled; nothing was written.</source>
        <translation>Exportación cancelada; no se escribió nada.</translation>
    </message>
    <message>
        <location filename="../../app/video_export_dialog.py" line="197"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location filename="../../app/video_export_dialog.py" line="197"/>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
</context>
<context>
    <name>VoicesDialog</name>
    <message>
        <location filename="../../app/voices_dialog.py" line="31"/>
        <source>Known voices</source>
        <translation>Voces conocidas</translation>
    </message>
    <message>
        <location filename="../../app/voices_dialog.py" line="35"/>
        <source>When known voices are on, naming a speaker remembers that voice, and later files name it for you. Voices stay on this computer, in {path}.</source>
        <translation>Con las voces conocidas activadas, al nombrar a un hablante se recuerda su voz, y los archivos posteriores lo nombran automáticamente. Las voces se quedan en este equipo, en {path}.</translation>
    </message>
    <message>
        <location filename="../../app/voices_dialog.py" line="43"/>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <location filename="../../app/voices_dialog.py" line="43"/>
        <source>Recordings</source>
        <translation>Grabaciones</translation>
    </message>
    <message>
        <location filename="../../app/voices_dialog.py" line="43"/>
        <source>Last named</source>
        <translation>Última vez</translation>
    </message>
    <message>
        <location filename="../../app/voices_dialog.py" line="49"/>
        <source>No voices are remembered yet.</source>
        <translation>Aún no hay voces recordadas.</translation>
    </message>
    <message>
        <location filename="../../app/voices_dialog.py" line="52"/>
        <source>Forget this voice</source>
        <translation>Olvidar esta voz</translation>
    </message>
    <message>
        <location filename="../../app/voices_dialog.py" line="92"/>
        <location filename="../../app/voices_dialog.py" line="101"/>
        <source>Forget a voice</source>
        <translation>Olvidar una voz</translation>
    </message>
    <message>
        <location filename="../../app/voices_dialog.py" line="93"/>
        <source>Forget the voice of {name}? Later files will not be named {name} by voice.</source>
        <translation>¿Olvidar la voz de {name}? Los archivos posteriores no nombrarán a {name} por su voz.</translation>
    </message>
</context>
<context>
    <name>failure_help</name>
    <message>
        <location filename="../../app/failure_help.py" line="13"/>
        <source>The file was moved, renamed or deleted after it was queued. Put it back, or add it again from where it is now.</source>
        <translation>El archivo se movió, renombró o eliminó después de ponerlo en cola. Volver a dejarlo donde estaba, o añadirlo de nuevo desde su ubicación actual.</translation>
    </message>
    <message>
        <location filename="../../app/failure_help.py" line="17"/>
        <source>The file is empty: it may still be copying or downloading. Wait until it is complete, then Retry.</source>
        <translation>El archivo está vacío: puede que aún se esté copiando o descargando. Esperar a que esté completo y pulsar Reintentar.</translation>
    </message>
    <message>
        <location filename="../../app/failure_help.py" line="20"/>
        <source>This file is not audio or video, whatever its name says. Remove it from the queue.</source>
        <translation>Este archivo no es de audio ni de vídeo, diga lo que diga su nombre. Quitarlo de la cola.</translation>
    </message>
    <message>
        <location filename="../../app/failure_help.py" line="23"/>
        <source>The file is damaged or incomplete. Check that it plays in a media player; download or export it again, then add it again.</source>
        <translation>El archivo está dañado o incompleto. Comprobar que se reproduce en un reproductor multimedia; descargarlo o exportarlo de nuevo y volver a añadirlo.</translation>
    </message>
    <message>
        <location filename="../../app/failure_help.py" line="27"/>
        <source>The file has no sound track. Use the file that has the sound, or export the video with its audio.</source>
        <translation>El archivo no tiene pista de sonido. Usar el archivo que tiene el sonido, o exportar el vídeo con su audio.</translation>
    </message>
    <message>
        <location filename="../../app/failure_help.py" line="30"/>
        <source>The file could not be read. Check that it plays in a media player, or convert it to WAV or MP3.</source>
        <translation>No se pudo leer el archivo. Comprobar que se reproduce en un reproductor multimedia, o convertirlo a WAV o MP3.</translation>
    </message>
    <message>
        <location filename="../../app/failure_help.py" line="33"/>
        <source>Reading this type of file needs FFmpeg. Install FFmpeg (docs/INSTALL.md) or convert the file to WAV, then Retry.</source>
        <translation>Para leer este tipo de archivo se necesita FFmpeg. Instalar FFmpeg (docs/INSTALL.md) o convertir el archivo a WAV, y pulsar Reintentar.</translation>
    </message>
    <message>
        <location filename="../../app/failure_help.py" line="37"/>
        <source>The model is not on this computer. Download it in the settings (Download), turn off “Offline”, or choose a local model folder; then Retry.</source>
        <translation>El modelo no está en este equipo. Descargarlo en los ajustes (Descargar), desactivar “Sin conexión” o elegir una carpeta de modelo local; después, pulsar Reintentar.</translation>
    </message>
    <message>
        <location filename="../../app/failure_help.py" line="41"/>
        <source>The model could not be downloaded. Check the internet connection (and any proxy), then Retry; or choose a model that is already downloaded.</source>
        <translation>No se pudo descargar el modelo. Comprobar la conexión a internet (y el proxy, si lo hay) y pulsar Reintentar; o elegir un modelo ya descargado.</translation>
    </message>
    <message>
        <location filename="../../app/failure_help.py" line="45"/>
        <source>The downloaded model is damaged. Download it again in the settings, or choose another model; then Retry.</source>
        <translation>El modelo descargado está dañado. Volver a descargarlo en los ajustes, o elegir otro modelo; después, pulsar Reintentar.</translation>
    </message>
    <message>
        <location filename="../../app/failure_help.py" line="49"/>
        <source>The model could not be loaded. Choose another model, or download this one again; then Retry.</source>
        <translation>No se pudo cargar el modelo. Elegir otro modelo, o volver a descargar este; después, pulsar Reintentar.</translation>
    </message>
    <message>
        <location filename="../../app/failure_help.py" line="52"/>
        <source>Labelling speakers needs a Hugging Face token once, to download the pyannote model. Enter it in the settings (HF token), or turn off “Label speakers”; then Retry.</source>
        <translation>Para etiquetar hablantes hace falta una vez un token de Hugging Face, para descargar el modelo de pyannote. Introducirlo en los ajustes (Token de HF), o desactivar “Etiquetar hablantes”; después, pulsar Reintentar.</translation>
    </message>
    <message>
        <location filename="../../app/failure_help.py" line="56"/>
        <source>Subtitles with this name are already in the output folder. Press Retry: the window asks whether to replace them or keep both.</source>
        <translation>Ya hay subtítulos con este nombre en la carpeta de salida. Pulsar Reintentar: la ventana pregunta si reemplazarlos o conservar ambos.</translation>
    </message>
    <message>
        <location filename="../../app/failure_help.py" line="60"/>
        <source>The output folder cannot take the subtitles (the reason says why: full, read-only or not yours to write). Free some space or choose another output folder, then Retry; a transcript that was already made is kept, so Retry only writes the files.</source>
        <translation>La carpeta de salida no admite los subtítulos (el motivo indica por qué: llena, de solo lectura o sin permiso de escritura). Liberar espacio o elegir otra carpeta de salida y pulsar Reintentar; una transcripción ya hecha se conserva, así que Reintentar solo escribe los archivos.</translation>
    </message>
    <message>
        <location filename="../../app/failure_help.py" line="65"/>
        <source>A setting does not fit this job (the reason says which). Correct it in the settings, then Retry.</source>
        <translation>Un ajuste no es válido para este trabajo (el motivo indica cuál). Corregirlo en los ajustes y pulsar Reintentar.</translation>
    </message>
    <message>
        <location filename="../../app/failure_help.py" line="68"/>
        <source>Batch runs on a Ray cluster need the cluster extra: pip install &apos;whisper-subtitler[cluster]&apos;.</source>
        <translation>Las ejecuciones por lotes en un clúster Ray necesitan el extra cluster: pip install &apos;whisper-subtitler[cluster]&apos;.</translation>
    </message>
    <message>
        <location filename="../../app/failure_help.py" line="71"/>
        <source>The speech engine failed. Choose the other engine or a smaller model in the settings, then Retry.</source>
        <translation>Falló el motor de reconocimiento de voz. Elegir el otro motor o un modelo más pequeño en los ajustes y pulsar Reintentar.</translation>
    </message>
    <message>
        <location filename="../../app/failure_help.py" line="74"/>
        <source>The GPU failed. Choose CPU as the backend in the settings, then Retry.</source>
        <translation>Falló la GPU. Elegir CPU como backend en los ajustes y pulsar Reintentar.</translation>
    </message>
    <message>
        <location filename="../../app/failure_help.py" line="77"/>
        <source>The video could not be made. Try the other container (MKV takes every codec), or install the ffmpeg program to burn subtitles in.</source>
        <translation>No se pudo crear el vídeo. Probar el otro contenedor (MKV admite cualquier códec), o instalar el programa ffmpeg para incrustar los subtítulos.</translation>
    </message>
    <message>
        <location filename="../../app/failure_help.py" line="81"/>
        <source>The audio input stopped during the live session (a microphone unplugged or its driver gone). What was recorded until then is saved with its captions. Connect the input again and start a new session.</source>
        <translation>La entrada de audio se detuvo durante la sesión en directo (un micrófono desconectado o su controlador desaparecido). Lo grabado hasta entonces se guarda con sus subtítulos. Vuelva a conectar la entrada e inicie una nueva sesión.</translation>
    </message>
    <message>
        <location filename="../../app/failure_help.py" line="81"/>
        <source>No audio came from the input. Check that the microphone is connected, chosen in the settings and not muted (and that this program may use it), then start again.</source>
        <translation>No llegó sonido de la entrada. Compruebe que el micrófono está conectado, elegido en la configuración y no silenciado (y que este programa puede usarlo), y vuelva a empezar.</translation>
    </message>
    <message>
        <location filename="../../app/failure_help.py" line="81"/>
        <source>The computer ran out of memory. Choose a smaller model (base or small) or the CPU as the backend in the settings, close other programs that use much memory, then Retry.</source>
        <translation>El equipo se quedó sin memoria. Elegir un modelo más pequeño (base o small) o la CPU como backend en los ajustes, cerrar otros programas que usen mucha memoria y pulsar Reintentar.</translation>
    </message>
    <message>
        <location filename="../../app/failure_help.py" line="85"/>
        <source>The job’s process ended without a word, most often because memory ran out. Choose a smaller model (base or small) or the CPU as the backend in the settings, close other programs that use much memory, then Retry. If it happens again, the log has the details.</source>
        <translation>El proceso del trabajo terminó sin dar ningún mensaje, casi siempre porque se agotó la memoria. Elegir un modelo más pequeño (base o small) o la CPU como backend en los ajustes, cerrar otros programas que usen mucha memoria y pulsar Reintentar. Si vuelve a ocurrir, el registro tiene los detalles.</translation>
    </message>
    <message>
        <location filename="../../app/failure_help.py" line="90"/>
        <source>Something unexpected went wrong. Retry; if it fails again, copy the log (it has the details) into a bug report.</source>
        <translation>Algo inesperado salió mal. Pulsar Reintentar; si vuelve a fallar, copiar el registro (tiene los detalles) en un informe de error.</translation>
    </message>
</context>
<context>
    <name>open_path</name>
    <message>
        <location filename="../../app/open_path.py" line="63"/>
        <source>folder</source>
        <translation>la carpeta</translation>
    </message>
    <message>
        <location filename="../../app/open_path.py" line="63"/>
        <source>file</source>
        <translation>el archivo</translation>
    </message>
    <message>
        <location filename="../../app/open_path.py" line="65"/>
        <source>The {what} does not exist</source>
        <translation>No existe {what}</translation>
    </message>
    <message>
        <location filename="../../app/open_path.py" line="66"/>
        <source>The {what} is not there (yet, or any more): nothing was written to it, or it was moved or deleted.</source>
        <translation>No se encuentra {what} (aún no, o ya no): no se escribió nada, o se movió o se eliminó.</translation>
    </message>
    <message>
        <location filename="../../app/open_path.py" line="72"/>
        <source>Could not open the {what}</source>
        <translation>No se pudo abrir {what}</translation>
    </message>
    <message>
        <location filename="../../app/open_path.py" line="73"/>
        <source>No program on this desktop opens it (no file manager or launcher answered). Open it yourself from here:</source>
        <translation>Ningún programa de este escritorio lo abre (no respondió ningún gestor de archivos ni lanzador). Se puede abrir manualmente desde aquí:</translation>
    </message>
</context>
<context>
    <name>parent</name>
    <message>
        <location filename="../../app/retry_question.py" line="34"/>
        <source>Subtitles already exist</source>
        <translation>Ya existen subtítulos</translation>
    </message>
    <message>
        <location filename="../../app/retry_question.py" line="37"/>
        <source>{job} already has subtitles: {names}.</source>
        <translation>{job} ya tiene subtítulos: {names}.</translation>
    </message>
    <message>
        <location filename="../../app/retry_question.py" line="38"/>
        <source>Replace them with the new run, or keep both (the new files are named “{new}”)?</source>
        <translation>¿Reemplazarlos con la nueva ejecución, o conservar ambos (los nuevos archivos se llamarán “{new}”)?</translation>
    </message>
    <message>
        <location filename="../../app/retry_question.py" line="40"/>
        <source>Replace</source>
        <translation>Reemplazar</translation>
    </message>
    <message>
        <location filename="../../app/retry_question.py" line="41"/>
        <source>Keep both</source>
        <translation>Conservar ambos</translation>
    </message>
</context>
<context>
    <name>translator</name>
    <message>
        <location filename="../../app/queue_view.py" line="165"/>
        <source>{percent}, {eta} left</source>
        <translation>{percent}, quedan {eta}</translation>
    </message>
</context>
</TS>
