<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../../app/about.py" line="16"/>
        <source>Subtitles from speech, with speaker labels. Free software under the MIT licence.</source>
        <translation>Des sous-titres à partir de la parole, avec les locuteurs identifiés. Logiciel libre sous licence MIT.</translation>
    </message>
    <message>
        <location filename="../../app/about.py" line="18"/>
        <source>Models shipped with this app</source>
        <translation>Modèles fournis avec cette application</translation>
    </message>
    <message>
        <location filename="../../app/about.py" line="19"/>
        <source>None: this copy runs from a source checkout and downloads the models it needs.</source>
        <translation>Aucun : cette copie s’exécute depuis les sources et télécharge les modèles dont elle a besoin.</translation>
    </message>
    <message>
        <location filename="../../app/about.py" line="21"/>
        <source>licence: {licence}</source>
        <translation>licence : {licence}</translation>
    </message>
    <message>
        <location filename="../../app/about.py" line="74"/>
        <location filename="../../app/about.py" line="75"/>
        <source>About Whisper Subtitler</source>
        <translation>À propos de Whisper Subtitler</translation>
    </message>
</context>
<context>
    <name>CaptionView</name>
    <message>
        <source>Current caption</source>
        <translation>Sous-titre en cours</translation>
    </message>
</context>
<context>
    <name>CueModel</name>
    <message>
        <location filename="../../app/editor/cue_model.py" line="24"/>
        <source>Start</source>
        <translation>Début</translation>
    </message>
    <message>
        <location filename="../../app/editor/cue_model.py" line="24"/>
        <source>End</source>
        <translation>Fin</translation>
    </message>
    <message>
        <location filename="../../app/editor/cue_model.py" line="25"/>
        <source>Duration</source>
        <translation>Durée</translation>
    </message>
    <message>
        <location filename="../../app/editor/cue_model.py" line="25"/>
        <source>Speaker</source>
        <translation>Locuteur</translation>
    </message>
    <message>
        <location filename="../../app/editor/cue_model.py" line="26"/>
        <source>Text</source>
        <translation>Texte</translation>
    </message>
    <message>
        <location filename="../../app/editor/cue_model.py" line="26"/>
        <source>CPS</source>
        <translation>car./s</translation>
    </message>
    <message>
        <location filename="../../app/editor/cue_model.py" line="145"/>
        <source>cue {n}, breaks rules</source>
        <translation>sous-titre {n}, enfreint des règles</translation>
    </message>
</context>
<context>
    <name>DeviceInfoDialog</name>
    <message>
        <location filename="../../app/device_info.py" line="25"/>
        <location filename="../../app/device_info.py" line="26"/>
        <source>Device info</source>
        <translation>Infos matériel</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="29"/>
        <source>Probing the devices of this computer…</source>
        <translation>Analyse des périphériques de cet ordinateur…</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="32"/>
        <source>Item</source>
        <translation>Élément</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="32"/>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="33"/>
        <source>Devices, backends and versions</source>
        <translation>Périphériques, backends et versions</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="37"/>
        <source>Copy as JSON</source>
        <translation>Copier en JSON</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="38"/>
        <source>Copy the device info as JSON</source>
        <translation>Copier les infos matériel en JSON</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="41"/>
        <source>About…</source>
        <translation>À propos…</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="42"/>
        <source>About Whisper Subtitler and the models it ships</source>
        <translation>À propos de Whisper Subtitler et des modèles fournis</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="60"/>
        <source>Versions</source>
        <translation>Versions</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="63"/>
        <source>Media decoder</source>
        <translation>Décodeur média</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="68"/>
        <source>System</source>
        <translation>Système</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="69"/>
        <source>What `whisper-subtitler info` shows for this computer:</source>
        <translation>Ce que `whisper-subtitler info` affiche pour cet ordinateur&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="86"/>
        <source>Plan</source>
        <translation>Plan</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="89"/>
        <source>{engine} on {device}, {precision}</source>
        <translation>{engine} sur {device}, {precision}</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="92"/>
        <source>, {n} threads</source>
        <translation>, {n} threads</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="94"/>
        <source>why</source>
        <translation>raison</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="97"/>
        <source>environment</source>
        <translation>environnement</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="99"/>
        <source>warning</source>
        <translation>avertissement</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="104"/>
        <source>Backends</source>
        <translation>Backends</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="104"/>
        <source>usable here: {names}</source>
        <translation>utilisables ici&#xa0;: {names}</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="105"/>
        <location filename="../../app/device_info.py" line="144"/>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="111"/>
        <source>yes: {devices}</source>
        <translation>oui&#xa0;: {devices}</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="111"/>
        <location filename="../../app/device_info.py" line="177"/>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="113"/>
        <source>not functional: {why}</source>
        <translation>non fonctionnel&#xa0;: {why}</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="115"/>
        <source>no: {why}</source>
        <translation>non&#xa0;: {why}</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="123"/>
        <source>{name}: {cores} cores / {threads} threads</source>
        <translation>{name}&#xa0;: {cores} cœurs / {threads} threads</translation>
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
        <translation>cœurs performance</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="131"/>
        <source>threads used</source>
        <translation>threads utilisés</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="132"/>
        <source>instruction sets</source>
        <translation>jeux d&apos;instructions</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="134"/>
        <source>torch kernels</source>
        <translation>noyaux torch</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="139"/>
        <source>not installed: {why}</source>
        <translation>non installé&#xa0;: {why}</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="141"/>
        <source>CPU precisions</source>
        <translation>précisions CPU</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="142"/>
        <source>{n} CUDA device(s): {types}</source>
        <translation>{n} périphérique(s) CUDA&#xa0;: {types}</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="145"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="147"/>
        <source>missing libraries</source>
        <translation>bibliothèques manquantes</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="159"/>
        <source>The device probe failed: {error}</source>
        <translation>L&apos;analyse des périphériques a échoué&#xa0;: {error}</translation>
    </message>
    <message>
        <location filename="../../app/device_info.py" line="177"/>
        <source>no</source>
        <translation>non</translation>
    </message>
</context>
<context>
    <name>DropZone</name>
    <message>
        <location filename="../../app/dropzone.py" line="25"/>
        <source>Drop zone</source>
        <translation>Zone de dépôt</translation>
    </message>
    <message>
        <location filename="../../app/dropzone.py" line="26"/>
        <source>Drop audio or video files, or folders, here to add them to the queue</source>
        <translation>Déposez ici des fichiers audio ou vidéo, ou des dossiers, pour les ajouter à la file d&apos;attente</translation>
    </message>
    <message>
        <location filename="../../app/dropzone.py" line="45"/>
        <source>Drop more files or folders here</source>
        <translation>Déposez ici d&apos;autres fichiers ou dossiers</translation>
    </message>
    <message>
        <location filename="../../app/dropzone.py" line="46"/>
        <source>Drop audio or video files or folders here</source>
        <translation>Déposez ici des fichiers audio ou vidéo, ou des dossiers</translation>
    </message>
</context>
<context>
    <name>EditorWindow</name>
    <message>
        <location filename="../../app/editor/window.py" line="95"/>
        <location filename="../../app/editor/window.py" line="245"/>
        <source>Review {name}</source>
        <translation>Relire {name}</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="122"/>
        <source>No playback here: {why}</source>
        <translation>Lecture impossible ici&#xa0;: {why}</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="124"/>
        <source>No media file: editing only</source>
        <translation>Aucun fichier média&#xa0;: édition seule</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="126"/>
        <source>Waveform</source>
        <translation>Forme d&apos;onde</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="131"/>
        <source>Cues</source>
        <translation>Sous-titres</translation>
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
        <translation>Relecture</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="188"/>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="189"/>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="191"/>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="197"/>
        <source>Play/Pause</source>
        <translation>Lecture/Pause</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="198"/>
        <source>Replay cue</source>
        <translation>Réécouter</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="199"/>
        <source>Previous cue</source>
        <translation>Sous-titre précédent</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="200"/>
        <source>Next cue</source>
        <translation>Sous-titre suivant</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="202"/>
        <location filename="../../app/editor/window.py" line="383"/>
        <source>Split</source>
        <translation>Scinder</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="203"/>
        <source>Merge with next</source>
        <translation>Fusionner avec le suivant</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="204"/>
        <location filename="../../app/editor/window.py" line="400"/>
        <source>Insert cue</source>
        <translation>Insérer un sous-titre</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="205"/>
        <source>Delete cues</source>
        <translation>Supprimer les sous-titres</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="206"/>
        <source>Speaker…</source>
        <translation>Locuteur…</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="207"/>
        <source>Rename speaker…</source>
        <translation>Renommer le locuteur…</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="208"/>
        <source>Shift times…</source>
        <translation>Décaler les temps…</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="209"/>
        <source>Find and replace…</source>
        <translation>Rechercher et remplacer…</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="210"/>
        <location filename="../../app/editor/window.py" line="480"/>
        <source>Fix rules</source>
        <translation>Appliquer les règles</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="211"/>
        <source>Shortcuts</source>
        <translation>Raccourcis</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="213"/>
        <source>Start earlier (100 ms)</source>
        <translation>Début plus tôt (100 ms)</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="214"/>
        <source>Start later (100 ms)</source>
        <translation>Début plus tard (100 ms)</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="215"/>
        <source>End earlier (100 ms)</source>
        <translation>Fin plus tôt (100 ms)</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="216"/>
        <source>End later (100 ms)</source>
        <translation>Fin plus tard (100 ms)</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="217"/>
        <source>Start earlier (10 ms)</source>
        <translation>Début plus tôt (10 ms)</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="218"/>
        <source>Start later (10 ms)</source>
        <translation>Début plus tard (10 ms)</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="219"/>
        <source>End earlier (10 ms)</source>
        <translation>Fin plus tôt (10 ms)</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="220"/>
        <source>End later (10 ms)</source>
        <translation>Fin plus tard (10 ms)</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="223"/>
        <source>Set start at playhead</source>
        <translation>Placer le début à la tête de lecture</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="224"/>
        <source>Set end at playhead</source>
        <translation>Placer la fin à la tête de lecture</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="239"/>
        <source>{cues} cues, {marked} break a rule</source>
        <translation>{cues} sous-titre(s), {marked} enfreignant une règle</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="334"/>
        <source>Edit text</source>
        <translation>Modifier le texte</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="338"/>
        <source>Not a time: {value} (use h:mm:ss.mmm)</source>
        <translation>Temps non valide&#xa0;: {value} (format h:mm:ss.mmm)</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="341"/>
        <location filename="../../app/editor/window.py" line="346"/>
        <location filename="../../app/editor/window.py" line="357"/>
        <source>Retime</source>
        <translation>Modifier les temps</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="343"/>
        <location filename="../../app/editor/window.py" line="419"/>
        <source>Change speaker</source>
        <translation>Changer de locuteur</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="351"/>
        <source>Nudge</source>
        <translation>Ajuster</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="388"/>
        <source>Merge</source>
        <translation>Fusionner</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="400"/>
        <source>Text:</source>
        <translation>Texte&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="403"/>
        <source>Insert</source>
        <translation>Insérer</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="408"/>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="416"/>
        <source>Speaker</source>
        <translation>Locuteur</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="416"/>
        <source>Speaker of the selected cues:</source>
        <translation>Locuteur des sous-titres sélectionnés&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="429"/>
        <location filename="../../app/editor/window.py" line="435"/>
        <location filename="../../app/editor/window.py" line="440"/>
        <source>Rename speaker</source>
        <translation>Renommer le locuteur</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="435"/>
        <source>Speaker to rename in every cue:</source>
        <translation>Locuteur à renommer dans tous les sous-titres&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="441"/>
        <source>New name (another speaker&apos;s name makes the two one person):</source>
        <translation>Nouveau nom (le nom d&apos;un autre locuteur fait des deux une seule personne)&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="447"/>
        <source>Shift times</source>
        <translation>Décaler les temps</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="448"/>
        <source>Move {n} cues by (ms, negative = earlier):</source>
        <translation>Décaler {n} sous-titre(s) de (ms, négatif = plus tôt)&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="451"/>
        <source>Shift</source>
        <translation>Décaler</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="465"/>
        <source>Replace</source>
        <translation>Remplacer</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="466"/>
        <source>{count} replaced</source>
        <translation>{count} remplacement(s)</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="485"/>
        <source>The selected cues keep every rule: nothing to fix</source>
        <translation>Les sous-titres sélectionnés respectent toutes les règles : rien à corriger</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="490"/>
        <source>Fixed {fixed} cues: they keep every rule now</source>
        <translation>{fixed} sous-titres corrigés : ils respectent maintenant toutes les règles</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="492"/>
        <source>Fixed {fixed} of {broken} cues; could not fix cue {numbers} (hover here for why)</source>
        <translation>{fixed} sous-titres corrigés sur {broken} ; impossible de corriger le sous-titre {numbers} (survolez ici pour savoir pourquoi)</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="495"/>
        <source>Nothing could be fixed: cue {numbers} (hover here for why)</source>
        <translation>Rien n’a pu être corrigé : sous-titre {numbers} (survolez ici pour savoir pourquoi)</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="499"/>
        <source>Cue {n}: {rules}: {why}</source>
        <translation>Sous-titre {n} : {rules} : {why}</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="512"/>
        <source>Save failed</source>
        <translation>Échec de l&apos;enregistrement</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="519"/>
        <source>Saved</source>
        <translation>Enregistré</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="532"/>
        <source>Autosave failed: {error}</source>
        <translation>Échec de l&apos;enregistrement automatique&#xa0;: {error}</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="552"/>
        <source>Unsaved changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="552"/>
        <source>Save the changes to {name}?</source>
        <translation>Enregistrer les modifications de {name}&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="559"/>
        <source>No media file</source>
        <translation>Aucun fichier média</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="561"/>
        <source>Reading the audio…</source>
        <translation>Lecture de l&apos;audio…</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="568"/>
        <source>No waveform: {error}</source>
        <translation>Pas de forme d&apos;onde&#xa0;: {error}</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="578"/>
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="583"/>
        <source>In a text cell, “ / ” starts a new line.</source>
        <translation>Dans une cellule de texte, « / » commence une nouvelle ligne.</translation>
    </message>
</context>
<context>
    <name>FindReplaceDialog</name>
    <message>
        <location filename="../../app/editor/window.py" line="597"/>
        <source>Find and replace</source>
        <translation>Rechercher et remplacer</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="601"/>
        <source>Whole words</source>
        <translation>Mots entiers</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="602"/>
        <source>Match case</source>
        <translation>Respecter la casse</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="603"/>
        <source>Find:</source>
        <translation>Rechercher&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="604"/>
        <source>Replace with:</source>
        <translation>Remplacer par&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../app/editor/window.py" line="608"/>
        <source>Replace all</source>
        <translation>Tout remplacer</translation>
    </message>
</context>
<context>
    <name>FindSpeakersDialog</name>
    <message>
        <location filename="../../app/speakers_dialog.py" line="40"/>
        <source>Find speakers again</source>
        <translation>Retrouver les locuteurs</translation>
    </message>
    <message>
        <location filename="../../app/speakers_dialog.py" line="44"/>
        <source>The words of {name} stay as they are; only who says them is found again, and every output file of this job is rewritten and its subtitles cut again. Names given since are replaced, unless known voices recognise them.</source>
        <translation>Les mots de {name} restent tels quels&#xa0;; seul celui qui les dit est déterminé à nouveau, et chaque fichier de sortie de cette tâche est réécrit et ses sous-titres redécoupés. Les noms donnés depuis sont remplacés, sauf si les voix connues les reconnaissent.</translation>
    </message>
    <message>
        <location filename="../../app/speakers_dialog.py" line="52"/>
        <source>Exactly</source>
        <translation>Exactement</translation>
    </message>
    <message>
        <location filename="../../app/speakers_dialog.py" line="54"/>
        <source>Between</source>
        <translation>Entre</translation>
    </message>
    <message>
        <location filename="../../app/speakers_dialog.py" line="64"/>
        <source>Let it count</source>
        <translation>Laisser compter</translation>
    </message>
    <message>
        <location filename="../../app/speakers_dialog.py" line="67"/>
        <location filename="../../app/speakers_dialog.py" line="72"/>
        <source>speakers</source>
        <translation>locuteurs</translation>
    </message>
    <message>
        <location filename="../../app/speakers_dialog.py" line="70"/>
        <source>and</source>
        <translation>et</translation>
    </message>
    <message>
        <location filename="../../app/speakers_dialog.py" line="85"/>
        <source>Find speakers</source>
        <translation>Trouver les locuteurs</translation>
    </message>
</context>
<context>
    <name>JobController</name>
    <message>
        <location filename="../../app/controller.py" line="253"/>
        <source>cancelled before it started</source>
        <translation>annulée avant de démarrer</translation>
    </message>
    <message>
        <location filename="../../app/controller.py" line="316"/>
        <source>Started {name}</source>
        <translation>Démarrage de {name}</translation>
    </message>
    <message>
        <location filename="../../app/controller.py" line="360"/>
        <source>: press Retry to replace them or keep both</source>
        <translation>&#xa0;: appuyez sur Relancer pour les remplacer ou garder les deux</translation>
    </message>
    <message>
        <location filename="../../app/controller.py" line="368"/>
        <source>cancelled</source>
        <translation>annulée</translation>
    </message>
    <message>
        <location filename="../../app/controller.py" line="396"/>
        <source>Removed unfinished output {path}</source>
        <translation>Sortie inachevée supprimée&#xa0;: {path}</translation>
    </message>
    <message>
        <location filename="../../app/controller.py" line="402"/>
        <source>Cancelled {name}</source>
        <translation>Annulation de {name}</translation>
    </message>
    <message>
        <location filename="../../app/controller.py" line="418"/>
        <source>Renamed {old} to {new} in {n} files</source>
        <translation>{old} renommé en {new} dans {n} fichiers</translation>
    </message>
    <message>
        <location filename="../../app/controller.py" line="458"/>
        <source>Could not remember the voice of {name}: {error}</source>
        <translation>Impossible de mémoriser la voix de {name}&#xa0;: {error}</translation>
    </message>
    <message>
        <location filename="../../app/controller.py" line="461"/>
        <source>Remembered the voice of {name}</source>
        <translation>Voix de {name} mémorisée</translation>
    </message>
</context>
<context>
    <name>JobSettings</name>
    <message>
        <location filename="../../core/job_settings.py" line="186"/>
        <source>Output folder</source>
        <translation>Dossier de sortie</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="190"/>
        <source>Output formats</source>
        <translation>Formats de sortie</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="194"/>
        <source>Engine</source>
        <translation>Moteur</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="198"/>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="199"/>
        <source>A model name, or the path of a local model folder or .pt file</source>
        <translation>Un nom de modèle, ou le chemin d&apos;un dossier de modèle local ou d&apos;un fichier .pt</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="209"/>
        <source>Batched inference</source>
        <translation>Inférence par lots</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="210"/>
        <source>Decode several stretches of speech at once: faster on long files. Automatic batches where it was measured faster</source>
        <translation>Décoder plusieurs passages de parole à la fois&#xa0;: plus rapide sur les longs fichiers. Automatique utilise les lots là où les mesures les ont montrés plus rapides</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="219"/>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="220"/>
        <source>auto detects the language; or type a code such as en</source>
        <translation>auto détecte la langue&#xa0;; ou saisissez un code comme fr</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="225"/>
        <source>Backend</source>
        <translation>Backend</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="226"/>
        <source>Where the models run; Automatic picks the best available</source>
        <translation>Où s&apos;exécutent les modèles&#xa0;; Automatique choisit le meilleur disponible</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="231"/>
        <source>Characters per line</source>
        <translation>Caractères par ligne</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="233"/>
        <source>Lines per subtitle</source>
        <translation>Lignes par sous-titre</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="235"/>
        <source>Characters per second</source>
        <translation>Caractères par seconde</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="237"/>
        <source>Shortest subtitle in seconds</source>
        <translation>Durée minimale d&apos;un sous-titre en secondes</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="239"/>
        <source>Longest subtitle in seconds</source>
        <translation>Durée maximale d&apos;un sous-titre en secondes</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="241"/>
        <source>Smallest gap between subtitles in seconds</source>
        <translation>Écart minimal entre sous-titres en secondes</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="242"/>
        <source>Subtitles closer than this are moved apart (default {default} s)</source>
        <translation>Les sous-titres plus proches que cela sont écartés (par défaut {default} s)</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="244"/>
        <source>Longest pause inside a subtitle in seconds</source>
        <translation>Pause maximale dans un sous-titre en secondes</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="245"/>
        <source>A pause in the speech longer than this ends a subtitle (default {default} s)</source>
        <translation>Une pause de parole plus longue que cela termine le sous-titre (par défaut {default} s)</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="248"/>
        <source>Dialogue dashes</source>
        <translation>Tirets de dialogue</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="250"/>
        <source>Word highlighting</source>
        <translation>Surlignage des mots</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="251"/>
        <source>Each word lights up as it is spoken, in VTT and ASS files</source>
        <translation>Chaque mot s&apos;allume quand il est prononcé, dans les fichiers VTT et ASS</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="255"/>
        <source>Label a lone speaker</source>
        <translation>Nommer un locuteur unique</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="256"/>
        <source>Name the speaker in SRT, VTT and TXT files even when only one person speaks</source>
        <translation>Nommer le locuteur dans les fichiers SRT, VTT et TXT même quand une seule personne parle</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="262"/>
        <source>Task</source>
        <translation>Opération</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="263"/>
        <source>Translate gives English subtitles for speech in another language</source>
        <translation>Traduire donne des sous-titres en anglais pour une parole dans une autre langue</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="268"/>
        <source>Prompt</source>
        <translation>Amorce</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="269"/>
        <source>Text the model reads first: context, or the spelling and punctuation you want</source>
        <translation>Texte que le modèle lit d&apos;abord&#xa0;: contexte, ou l&apos;orthographe et la ponctuation voulues</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="276"/>
        <source>Vocabulary</source>
        <translation>Vocabulaire</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="277"/>
        <source>Names and terms, separated by commas: the model expects them, and words spelled nearly like them are corrected</source>
        <translation>Noms et termes, séparés par des virgules&#xa0;: le modèle s&apos;y attend, et les mots d&apos;orthographe proche sont corrigés</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="282"/>
        <source>Skip silence</source>
        <translation>Ignorer les silences</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="286"/>
        <source>Label speakers</source>
        <translation>Identifier les locuteurs</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="291"/>
        <source>Diarization model</source>
        <translation>Modèle de diarisation</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="292"/>
        <source>Empty for the default pipeline; or a hub id or local folder</source>
        <translation>Vide pour le pipeline par défaut&#xa0;; ou un identifiant du hub ou un dossier local</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="298"/>
        <source>Exact number of speakers</source>
        <translation>Nombre exact de locuteurs</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="299"/>
        <source>Count the people who talk. Someone who only says a word cannot be found, and counting them splits another speaker in two</source>
        <translation>Comptez les personnes qui parlent. Quelqu’un qui ne dit qu’un mot ne peut pas être trouvé, et le compter coupe un autre locuteur en deux</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="304"/>
        <source>Fewest speakers</source>
        <translation>Minimum de locuteurs</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="308"/>
        <source>Most speakers</source>
        <translation>Maximum de locuteurs</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="316"/>
        <source>Known voices</source>
        <translation>Voix connues</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="317"/>
        <source>Naming a speaker remembers that voice on this computer; later files name it for you</source>
        <translation>Nommer un locuteur mémorise sa voix sur cet ordinateur&#xa0;; les fichiers suivants le nomment pour vous</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="328"/>
        <source>Offline</source>
        <translation>Hors ligne</translation>
    </message>
    <message>
        <location filename="../../core/job_settings.py" line="335"/>
        <source>Model cache folder</source>
        <translation>Dossier du cache des modèles</translation>
    </message>
</context>
<context>
    <name>LevelMeter</name>
    <message>
        <source>Input level</source>
        <translation>Niveau d'entrée</translation>
    </message>
    <message>
        <source>Level {rms} dBFS, peak {peak} dBFS</source>
        <translation>Niveau {rms} dBFS, crête {peak} dBFS</translation>
    </message>
</context>
<context>
    <name>LiveRunner</name>
    <message>
        <source>The live session ended early ({reason}); the recording so far is kept.</source>
        <translation>La session en direct s’est arrêtée plus tôt ({reason}) ; l’enregistrement jusque-là est conservé.</translation>
    </message>
</context>
<context>
    <name>LiveView</name>
    <message>
        <source>Live captions</source>
        <translation>Sous-titres en direct</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Source</translation>
    </message>
    <message>
        <source>&amp;Source:</source>
        <translation>&amp;Source :</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Démarrer</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <source>Open folder</source>
        <translation>Ouvrir le dossier</translation>
    </message>
    <message>
        <source>Refine</source>
        <translation>Affiner</translation>
    </message>
    <message>
        <source>Transcribe the saved recording again with the full offline job and open it for review</source>
        <translation>Transcrire à nouveau l’enregistrement avec la tâche hors ligne complète et l’ouvrir pour relecture</translation>
    </message>
    <message>
        <source>Media file…</source>
        <translation>Fichier média…</translation>
    </message>
    <message>
        <source>File: {name}</source>
        <translation>Fichier : {name}</translation>
    </message>
    <message>
        <source>Caption a media file as it plays</source>
        <translation>Sous-titrer un fichier média pendant sa lecture</translation>
    </message>
    <message>
        <source>Audio and video ({patterns})</source>
        <translation>Audio et vidéo ({patterns})</translation>
    </message>
    <message>
        <source>Starting: loading the model…</source>
        <translation>Démarrage : chargement du modèle…</translation>
    </message>
    <message>
        <source>Captioning. Stop saves the recording and its subtitles.</source>
        <translation>Sous-titrage en cours. Arrêter enregistre l’audio et ses sous-titres.</translation>
    </message>
    <message>
        <source>Finishing the last words and saving…</source>
        <translation>Finalisation des derniers mots et enregistrement…</translation>
    </message>
    <message>
        <source>Saved {files} in {folder}</source>
        <translation>{files} enregistrés dans {folder}</translation>
    </message>
    <message>
        <source>Nothing was saved.</source>
        <translation>Rien n’a été enregistré.</translation>
    </message>
    <message>
        <source>No input was found: choose a media file to caption it as it plays.</source>
        <translation>Aucune entrée trouvée : choisissez un fichier média pour le sous-titrer pendant sa lecture.</translation>
    </message>
    <message>
        <source>Choose a source and press Start.</source>
        <translation>Choisissez une source et cliquez sur Démarrer.</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Passer</translation>
    </message>
    <message>
        <source>Save the speaker names given live</source>
        <translation>Enregistrer les noms de locuteurs donnés en direct</translation>
    </message>
    <message>
        <source>Refining speakers over the whole recording… {percent}% (Skip saves the names given live)</source>
        <translation>Affinage des locuteurs sur tout l’enregistrement… {percent} % (Passer enregistre les noms donnés en direct)</translation>
    </message>
    <message>
        <source>The speaker names given live are saved: {reason}</source>
        <translation>Les noms de locuteurs donnés en direct sont enregistrés : {reason}</translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <location filename="../../app/log_panel.py" line="26"/>
        <source>Log</source>
        <translation>Journal</translation>
    </message>
    <message>
        <location filename="../../app/log_panel.py" line="27"/>
        <source>Messages from the jobs appear here.</source>
        <translation>Les messages des tâches s&apos;affichent ici.</translation>
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
        <translation>État de la file</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="106"/>
        <source>Ready</source>
        <translation>Prêt</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="130"/>
        <source>The queue of the last session is back: {n} job(s)</source>
        <translation>La file de la dernière session est restaurée&#xa0;: {n} tâche(s)</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="132"/>
        <source>{name} was running when the app stopped: it is queued again</source>
        <translation>{name} était en cours à l&apos;arrêt de l&apos;application&#xa0;: il est remis en file d&apos;attente</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="135"/>
        <source>Removed unfinished output {path}</source>
        <translation>Sortie inachevée supprimée&#xa0;: {path}</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="137"/>
        <source>{name} is no longer at {folder}: it is not started</source>
        <translation>{name} n&apos;est plus dans {folder}&#xa0;: il n&apos;est pas lancé</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="140"/>
        <source>{n} job(s) of the saved queue could not be read and were left out</source>
        <translation>{n} tâche(s) de la file enregistrée illisible(s) et écartée(s)</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="148"/>
        <source>Skipped files</source>
        <translation>Fichiers ignorés</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="155"/>
        <source>Show or hide the skipped files</source>
        <translation>Afficher ou masquer les fichiers ignorés</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="158"/>
        <source>Skipped files and why</source>
        <translation>Fichiers ignorés et raisons</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="161"/>
        <source>Clear</source>
        <translation>Effacer</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="162"/>
        <source>Clear the list of skipped files</source>
        <translation>Effacer la liste des fichiers ignorés</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="192"/>
        <source>Log</source>
        <translation>Journal</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="210"/>
        <location filename="../../app/main_window.py" line="262"/>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="232"/>
        <source>Add files…</source>
        <translation>Ajouter fichiers…</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="232"/>
        <location filename="../../app/main_window.py" line="387"/>
        <source>Add audio or video files</source>
        <translation>Ajouter des fichiers audio ou vidéo</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="234"/>
        <source>Add folder…</source>
        <translation>Ajouter dossier…</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="235"/>
        <source>Add every audio and video file in a folder</source>
        <translation>Ajouter tous les fichiers audio et vidéo d&apos;un dossier</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="237"/>
        <location filename="../../app/main_window.py" line="740"/>
        <source>Start</source>
        <translation>Démarrer</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="237"/>
        <source>Start or pause the queue</source>
        <translation>Démarrer ou mettre en pause la file</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="239"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="239"/>
        <source>Cancel the selected job</source>
        <translation>Annuler la tâche sélectionnée</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="241"/>
        <source>Retry</source>
        <translation>Relancer</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="241"/>
        <source>Run the selected job again</source>
        <translation>Relancer la tâche sélectionnée</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="243"/>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="243"/>
        <source>Remove the selected job</source>
        <translation>Retirer la tâche sélectionnée</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="245"/>
        <source>Open folder</source>
        <translation>Ouvrir dossier</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="246"/>
        <source>Open the selected job&apos;s output folder</source>
        <translation>Ouvrir le dossier de sortie de la tâche sélectionnée</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="248"/>
        <source>Open subtitle</source>
        <translation>Ouvrir sous-titres</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="249"/>
        <source>Open the selected job&apos;s subtitle file</source>
        <translation>Ouvrir le fichier de sous-titres de la tâche sélectionnée</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="251"/>
        <source>Export video…</source>
        <translation>Exporter la vidéo…</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="252"/>
        <source>Put the selected job&apos;s subtitles into its video</source>
        <translation>Intégrer les sous-titres de la tâche sélectionnée dans sa vidéo</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="254"/>
        <source>Review…</source>
        <translation>Relire…</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="255"/>
        <source>Play the selected job with its subtitles and correct them</source>
        <translation>Lire la tâche sélectionnée avec ses sous-titres et les corriger</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="257"/>
        <source>Open for review…</source>
        <translation>Ouvrir pour relecture…</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="258"/>
        <source>Review a subtitle file (SRT, VTT, ASS) or a job&apos;s JSON</source>
        <translation>Relire un fichier de sous-titres (SRT, VTT, ASS) ou le JSON d&apos;une tâche</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="263"/>
        <source>Show or hide the settings (Ctrl+,)</source>
        <translation>Afficher ou masquer les paramètres (Ctrl+,)</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="265"/>
        <source>Device info</source>
        <translation>Infos matériel</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="266"/>
        <source>Backends, devices and versions on this computer</source>
        <translation>Backends, périphériques et versions de cet ordinateur</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="268"/>
        <source>About…</source>
        <translation>À propos…</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="269"/>
        <source>Version, licences and the models this app ships</source>
        <translation>Version, licences et modèles fournis avec l’application</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="277"/>
        <source>Main</source>
        <translation>Principale</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="385"/>
        <source>Audio and video ({patterns})</source>
        <translation>Audio et vidéo ({patterns})</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="386"/>
        <location filename="../../app/main_window.py" line="516"/>
        <source>All files (*)</source>
        <translation>Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="392"/>
        <source>Add a folder</source>
        <translation>Ajouter un dossier</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="406"/>
        <source>already in the queue</source>
        <translation>déjà dans la file d&apos;attente</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="408"/>
        <source>already done in the queue (remove its row to run it again)</source>
        <translation>déjà terminé dans la file (retirez sa ligne pour le relancer)</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="410"/>
        <source>already in the queue (Retry runs it again)</source>
        <translation>déjà dans la file (Relancer le relance)</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="416"/>
        <source>subtitles already exist</source>
        <translation>les sous-titres existent déjà</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="423"/>
        <source>Added {n} file(s)</source>
        <translation>{n} fichier(s) ajouté(s)</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="436"/>
        <source>Skipped {path}: {reason}</source>
        <translation>{path} ignoré&#xa0;: {reason}</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="444"/>
        <source>Skipped: {n} file(s) not added</source>
        <translation>Ignorés&#xa0;: {n} fichier(s) non ajouté(s)</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="445"/>
        <source>Skipped: {n} file(s) not added, and why</source>
        <translation>Ignorés&#xa0;: {n} fichier(s) non ajouté(s), et pourquoi</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="514"/>
        <location filename="../../app/main_window.py" line="528"/>
        <source>Open for review</source>
        <translation>Ouvrir pour relecture</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="515"/>
        <source>Subtitles ({patterns})</source>
        <translation>Sous-titres ({patterns})</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="551"/>
        <source>Unsaved review</source>
        <translation>Relecture non enregistrée</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="552"/>
        <source>The review of {name} was not saved ({when}). Restore it?</source>
        <translation>La relecture de {name} n&apos;a pas été enregistrée ({when}). La restaurer&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="572"/>
        <source>Saved the review of {name}</source>
        <translation>Relecture de {name} enregistrée</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="594"/>
        <source>Its subtitle files stay where they are.</source>
        <translation>Ses fichiers de sous-titres restent en place.</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="596"/>
        <source>It will not be run again.</source>
        <translation>Il ne sera pas relancé.</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="598"/>
        <source>It will not be transcribed.</source>
        <translation>Il ne sera pas transcrit.</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="600"/>
        <source>Remove the job?</source>
        <translation>Retirer la tâche&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="601"/>
        <source>Remove {name} from the queue? {detail}</source>
        <translation>Retirer {name} de la file d&apos;attente&#xa0;? {detail}</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="647"/>
        <source>{name}: the new subtitles will be named {new}</source>
        <translation>{name}&#xa0;: les nouveaux sous-titres seront nommés {new}</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="656"/>
        <source>Find speakers again</source>
        <translation>Retrouver les locuteurs</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="657"/>
        <source>{name} is open for review. Save or close the review first, then find the speakers again.</source>
        <translation>{name} est ouvert pour relecture. Enregistrez ou fermez d’abord la relecture, puis retrouvez les locuteurs.</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="664"/>
        <source>{name}: finding the speakers again</source>
        <translation>{name}&#xa0;: recherche des locuteurs à nouveau</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="690"/>
        <source>{name} is open for review. Save or close the review first, then rename the speaker.</source>
        <translation>{name} est ouvert pour relecture. Enregistrez ou fermez d’abord la relecture, puis renommez le locuteur.</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="697"/>
        <source>Renaming {old} failed: {error}</source>
        <translation>Échec du renommage de {old}&#xa0;: {error}</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="689"/>
        <location filename="../../app/main_window.py" line="698"/>
        <source>Rename failed</source>
        <translation>Échec du renommage</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="722"/>
        <source>{name} is done</source>
        <translation>{name} est terminé</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="728"/>
        <source>Finished {name}: {files} in</source>
        <translation>{name} terminé&#xa0;: {files} dans</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="740"/>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="742"/>
        <source>Start no new jobs (the running one finishes) (Ctrl+R)</source>
        <translation>Ne plus lancer de tâches (celle en cours se termine) (Ctrl+R)</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="743"/>
        <source>Start the queue (Ctrl+R)</source>
        <translation>Démarrer la file (Ctrl+R)</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="761"/>
        <source>{queued} queued, {running} running, {done} done, {failed} failed or cancelled</source>
        <translation>{queued} en attente, {running} en cours, {done} terminée(s), {failed} en échec ou annulée(s)</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="764"/>
        <source>Ready: add files or drop them on the window</source>
        <translation>Prêt&#xa0;: ajoutez des fichiers ou déposez-les sur la fenêtre</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="766"/>
        <source>Queue running</source>
        <translation>File en cours</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="767"/>
        <source>Jobs start one after another; Pause (Ctrl+R) stops new ones</source>
        <translation>Les tâches démarrent l&apos;une après l&apos;autre&#xa0;; Pause (Ctrl+R) bloque les suivantes</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="769"/>
        <source>Queue paused</source>
        <translation>File en pause</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="769"/>
        <source>Queue paused (empty)</source>
        <translation>File en pause (vide)</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="770"/>
        <source>No job starts until you press Start (Ctrl+R)</source>
        <translation>Aucune tâche ne démarre tant que vous n&apos;appuyez pas sur Démarrer (Ctrl+R)</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="801"/>
        <source>Device probe failed: {error}</source>
        <translation>Échec de l&apos;analyse des périphériques&#xa0;: {error}</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="830"/>
        <source>Jobs are running</source>
        <translation>Tâches en cours</translation>
    </message>
    <message>
        <location filename="../../app/main_window.py" line="831"/>
        <source>{n} job(s) are still running. Stop them and quit? Their unfinished output is removed.</source>
        <translation>{n} tâche(s) encore en cours. Les arrêter et quitter&#xa0;? Leurs sorties inachevées seront supprimées.</translation>
    </message>
    <message>
        <source>Live…</source>
        <translation>En direct…</translation>
    </message>
    <message>
        <source>Caption a microphone, any sound input or a file as it plays</source>
        <translation>Sous-titrer un micro, une entrée audio ou un fichier pendant sa lecture</translation>
    </message>
    <message>
        <source>Refining {name}: it opens for review when it is done</source>
        <translation>Affinage de {name} : il s’ouvrira pour relecture une fois terminé</translation>
    </message>
    <message>
        <source>Live session saved: {files}</source>
        <translation>Session en direct enregistrée : {files}</translation>
    </message>
    <message>
        <source>The live speaker names are saved, not refined: {reason}</source>
        <translation>Les noms de locuteurs donnés en direct sont enregistrés, sans affinage : {reason}</translation>
    </message>
</context>
<context>
    <name>MicSource</name>
    <message>
        <source>Sound input is not available here ({reason}).</source>
        <translation>L’entrée audio n’est pas disponible ici ({reason}).</translation>
    </message>
    <message>
        <source>The input “{name}” is not connected.</source>
        <translation>L’entrée « {name} » n’est pas connectée.</translation>
    </message>
    <message>
        <source>The input “{name}” gives audio in a format this app cannot read.</source>
        <translation>L’entrée « {name} » fournit un audio dans un format que cette application ne sait pas lire.</translation>
    </message>
    <message>
        <source>The input “{name}” could not be opened.</source>
        <translation>L’entrée « {name} » n’a pas pu être ouverte.</translation>
    </message>
    <message>
        <source>The input “{name}” stopped working; what was recorded until then is kept.</source>
        <translation>L’entrée « {name} » a cessé de fonctionner ; ce qui a été enregistré jusque-là est conservé.</translation>
    </message>
    <message>
        <source>The input “{name}” was disconnected; what was recorded until then is kept.</source>
        <translation>L’entrée « {name} » a été déconnectée ; ce qui a été enregistré jusque-là est conservé.</translation>
    </message>
    <message>
        <source>No sound arrives from “{name}”: check that it is switched on and allowed to record.</source>
        <translation>Aucun son n’arrive de « {name} » : vérifiez qu’il est allumé et autorisé à enregistrer.</translation>
    </message>
</context>
<context>
    <name>ModelNotice</name>
    <message>
        <location filename="../../app/model_notice.py" line="49"/>
        <source>Why the queue did not start</source>
        <translation>Pourquoi la file n&apos;a pas démarré</translation>
    </message>
    <message>
        <location filename="../../app/model_notice.py" line="54"/>
        <source>Models on this computer</source>
        <translation>Modèles sur cet ordinateur</translation>
    </message>
    <message>
        <location filename="../../app/model_notice.py" line="55"/>
        <source>Use this model</source>
        <translation>Utiliser ce modèle</translation>
    </message>
    <message>
        <location filename="../../app/model_notice.py" line="57"/>
        <source>Label no speakers</source>
        <translation>Sans locuteurs</translation>
    </message>
    <message>
        <location filename="../../app/model_notice.py" line="58"/>
        <source>Use the offline speaker pipeline</source>
        <translation>Utiliser le pipeline hors ligne</translation>
    </message>
    <message>
        <location filename="../../app/model_notice.py" line="59"/>
        <source>Check again</source>
        <translation>Revérifier</translation>
    </message>
    <message>
        <location filename="../../app/model_notice.py" line="60"/>
        <source>Look again for the model and the connection</source>
        <translation>Rechercher à nouveau le modèle et la connexion</translation>
    </message>
    <message>
        <location filename="../../app/model_notice.py" line="91"/>
        <source>Download {name}</source>
        <translation>Télécharger {name}</translation>
    </message>
    <message>
        <location filename="../../app/model_notice.py" line="101"/>
        <source>use the offline speaker pipeline, or label no speakers</source>
        <translation>utiliser le pipeline de locuteurs hors ligne, ou ne pas identifier les locuteurs</translation>
    </message>
    <message>
        <location filename="../../app/model_notice.py" line="102"/>
        <source>label no speakers for now</source>
        <translation>ne pas identifier les locuteurs pour l&apos;instant</translation>
    </message>
    <message>
        <location filename="../../app/model_notice.py" line="104"/>
        <source>use a model this computer has, or download {name} when there is a connection</source>
        <translation>utiliser un modèle présent sur cet ordinateur, ou télécharger {name} une fois connecté</translation>
    </message>
    <message>
        <location filename="../../app/model_notice.py" line="107"/>
        <source>use a model this computer has</source>
        <translation>utiliser un modèle présent sur cet ordinateur</translation>
    </message>
    <message>
        <location filename="../../app/model_notice.py" line="109"/>
        <source>download {name} when there is a connection, or choose a model folder in Settings</source>
        <translation>télécharger {name} une fois connecté, ou choisir un dossier de modèle dans les Paramètres</translation>
    </message>
    <message>
        <location filename="../../app/model_notice.py" line="112"/>
        <source>choose another model in Settings</source>
        <translation>choisir un autre modèle dans les Paramètres</translation>
    </message>
    <message>
        <location filename="../../app/model_notice.py" line="113"/>
        <source>Nothing was started: {problem}. You can {hint}.</source>
        <translation>Rien n&apos;a démarré&#xa0;: {problem}. Vous pouvez {hint}.</translation>
    </message>
</context>
<context>
    <name>PathMessage</name>
    <message>
        <location filename="../../app/open_path.py" line="37"/>
        <source>Path</source>
        <translation>Chemin</translation>
    </message>
    <message>
        <location filename="../../app/open_path.py" line="40"/>
        <source>Copy path</source>
        <translation>Copier le chemin</translation>
    </message>
    <message>
        <location filename="../../app/open_path.py" line="41"/>
        <source>Copy the path to the clipboard</source>
        <translation>Copier le chemin dans le presse-papiers</translation>
    </message>
    <message>
        <location filename="../../app/open_path.py" line="56"/>
        <source>Copied</source>
        <translation>Copié</translation>
    </message>
</context>
<context>
    <name>Player</name>
    <message>
        <location filename="../../app/editor/player.py" line="129"/>
        <source>the media cannot be played</source>
        <translation>le média ne peut pas être lu</translation>
    </message>
</context>
<context>
    <name>PreviewPanel</name>
    <message>
        <location filename="../../app/preview.py" line="70"/>
        <location filename="../../app/preview.py" line="137"/>
        <source>Select a job to see its transcript.</source>
        <translation>Sélectionnez une tâche pour voir sa transcription.</translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="75"/>
        <source>Transcript preview</source>
        <translation>Aperçu de la transcription</translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="78"/>
        <source>Speaker</source>
        <translation>Locuteur</translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="78"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="81"/>
        <source>Double-click a name to rename that speaker</source>
        <translation>Double-cliquez sur un nom pour renommer ce locuteur</translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="82"/>
        <source>Speakers</source>
        <translation>Locuteurs</translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="83"/>
        <source>Edit a name to rename that speaker in every output file</source>
        <translation>Modifiez un nom pour renommer ce locuteur dans tous les fichiers de sortie</translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="92"/>
        <source>Find speakers again…</source>
        <translation>Retrouver les locuteurs…</translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="94"/>
        <source>Wrong number of speakers? Say how many talk: the words are kept and only the speakers are found again</source>
        <translation>Mauvais nombre de locuteurs&#xa0;? Indiquez combien parlent&#xa0;: les mots sont conservés et seuls les locuteurs sont retrouvés</translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="140"/>
        <source>Transcript of {name}</source>
        <translation>Transcription de {name}</translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="161"/>
        <source>Technical details (for a bug report):</source>
        <translation>Détails techniques (pour un rapport de bogue)&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="182"/>
        <source>No speech was heard in this file, so its subtitle files have no cues.</source>
        <translation>Aucune parole n’a été entendue dans ce fichier&#xa0;: ses fichiers de sous-titres sont donc vides.</translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="188"/>
        <source>{name} failed</source>
        <translation>Échec de {name}</translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="188"/>
        <source>{name} was cancelled</source>
        <translation>{name} a été annulé</translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="192"/>
        <source>Failed:</source>
        <translation>Échec&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="192"/>
        <source>Cancelled:</source>
        <translation>Annulation&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="193"/>
        <source>no reason was given</source>
        <translation>aucune raison indiquée</translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="194"/>
        <source>File:</source>
        <translation>Fichier&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="194"/>
        <source>What to do:</source>
        <translation>Que faire&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="194"/>
        <source>Transcribed before it stopped:</source>
        <translation>Transcrit avant l&apos;arrêt&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../app/preview.py" line="260"/>
        <source>Type a name and press Enter: every output file is rewritten</source>
        <translation>Saisissez un nom et appuyez sur Entrée&#xa0;: tous les fichiers de sortie sont réécrits</translation>
    </message>
</context>
<context>
    <name>QueueKeeper</name>
    <message>
        <location filename="../../app/queue_keeper.py" line="89"/>
        <source>The saved queue could not be read ({error}); an empty queue starts.</source>
        <translation>Impossible de lire la file enregistrée ({error})&#xa0;; une file vide démarre.</translation>
    </message>
    <message>
        <location filename="../../app/queue_keeper.py" line="106"/>
        <source>the file is no longer there (moved, renamed or deleted since it was queued)</source>
        <translation>le fichier n&apos;est plus là (déplacé, renommé ou supprimé depuis sa mise en file)</translation>
    </message>
    <message>
        <location filename="../../app/queue_keeper.py" line="141"/>
        <source>The queue could not be saved ({error}); it is tried again with the next change.</source>
        <translation>Impossible d&apos;enregistrer la file ({error})&#xa0;; nouvel essai à la prochaine modification.</translation>
    </message>
</context>
<context>
    <name>QueueModel</name>
    <message>
        <location filename="../../app/queue_view.py" line="53"/>
        <source>File</source>
        <translation>Fichier</translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="53"/>
        <source>Duration</source>
        <translation>Durée</translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="53"/>
        <source>Status</source>
        <translation>État</translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="53"/>
        <source>Progress</source>
        <translation>Progression</translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="54"/>
        <source>Device</source>
        <translation>Matériel</translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="54"/>
        <source>Actions</source>
        <translation>Actions</translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="56"/>
        <source>queued</source>
        <translation>en attente</translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="56"/>
        <source>decoding</source>
        <translation>décodage</translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="57"/>
        <source>transcribing</source>
        <translation>transcription</translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="57"/>
        <source>diarizing</source>
        <translation>diarisation</translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="58"/>
        <source>writing</source>
        <translation>écriture</translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="58"/>
        <source>done</source>
        <translation>terminée</translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="58"/>
        <source>failed</source>
        <translation>échec</translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="59"/>
        <source>cancelled</source>
        <translation>annulée</translation>
    </message>
</context>
<context>
    <name>QueueView</name>
    <message>
        <location filename="../../app/queue_view.py" line="283"/>
        <source>Job queue</source>
        <translation>File des tâches</translation>
    </message>
</context>
<context>
    <name>RowActions</name>
    <message>
        <location filename="../../app/queue_view.py" line="215"/>
        <source>Cancel this job</source>
        <translation>Annuler cette tâche</translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="216"/>
        <source>Run this job again</source>
        <translation>Relancer cette tâche</translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="217"/>
        <source>Remove from the queue</source>
        <translation>Retirer de la file d&apos;attente</translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="218"/>
        <source>Open the output folder</source>
        <translation>Ouvrir le dossier de sortie</translation>
    </message>
    <message>
        <location filename="../../app/queue_view.py" line="219"/>
        <source>Open the subtitle file</source>
        <translation>Ouvrir le fichier de sous-titres</translation>
    </message>
</context>
<context>
    <name>SettingsPanel</name>
    <message>
        <location filename="../../app/settings_panel.py" line="67"/>
        <location filename="../../app/settings_panel.py" line="269"/>
        <source>Automatic</source>
        <translation>Automatique</translation>
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
        <translation>Paramètres</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="98"/>
        <source>Downloaded to {path}</source>
        <translation>Téléchargé dans {path}</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="100"/>
        <source>Download failed: {why}</source>
        <translation>Échec du téléchargement&#xa0;: {why}</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="158"/>
        <source>Compute</source>
        <translation>Calcul</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="163"/>
        <source>Checking which backends are available…</source>
        <translation>Vérification des backends disponibles…</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="174"/>
        <source>&amp;Backend:</source>
        <translation>&amp;Backend&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="176"/>
        <source>&amp;Engine:</source>
        <translation>&amp;Moteur&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="178"/>
        <source>Automatic (long files, where faster)</source>
        <translation>Automatique (longs fichiers, si plus rapide)</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="179"/>
        <source>Always</source>
        <translation>Toujours</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="180"/>
        <source>Never</source>
        <translation>Jamais</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="181"/>
        <source>Batc&amp;hed inference:</source>
        <translation>Inférence par lo&amp;ts&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="188"/>
        <source>Speech recognition</source>
        <translation>Reconnaissance vocale</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="196"/>
        <location filename="../../app/settings_panel.py" line="246"/>
        <location filename="../../app/settings_panel.py" line="296"/>
        <location filename="../../app/settings_panel.py" line="365"/>
        <source>Browse…</source>
        <translation>Parcourir…</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="197"/>
        <source>Choose a local model folder</source>
        <translation>Choisir un dossier de modèle local</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="201"/>
        <source>&amp;Model:</source>
        <translation>Mo&amp;dèle&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="205"/>
        <source>Model download state</source>
        <translation>État du téléchargement du modèle</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="206"/>
        <source>Download</source>
        <translation>Télécharger</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="207"/>
        <source>Download the selected model</source>
        <translation>Télécharger le modèle sélectionné</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="211"/>
        <source>Model download progress</source>
        <translation>Progression du téléchargement du modèle</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="222"/>
        <source>&amp;Language:</source>
        <translation>&amp;Langue&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="224"/>
        <source>Transcribe (the speech&apos;s language)</source>
        <translation>Transcrire (langue parlée)</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="225"/>
        <source>Translate to English</source>
        <translation>Traduire en anglais</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="226"/>
        <source>&amp;Task:</source>
        <translation>&amp;Opération&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="229"/>
        <source>names, terms, …</source>
        <translation>noms, termes, …</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="230"/>
        <source>Load…</source>
        <translation>Charger…</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="231"/>
        <location filename="../../app/settings_panel.py" line="574"/>
        <source>Load a vocabulary file</source>
        <translation>Charger un fichier de vocabulaire</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="235"/>
        <source>&amp;Vocabulary:</source>
        <translation>&amp;Vocabulaire&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="237"/>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="238"/>
        <source>&amp;Prompt:</source>
        <translation>&amp;Amorce&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="239"/>
        <source>Skip silence (voice activity detection)</source>
        <translation>Ignorer les silences (détection de voix)</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="241"/>
        <source>Offline: use downloaded models only</source>
        <translation>Hors ligne&#xa0;: modèles téléchargés uniquement</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="245"/>
        <source>default user cache</source>
        <translation>cache utilisateur par défaut</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="247"/>
        <source>Choose the model cache folder</source>
        <translation>Choisir le dossier du cache des modèles</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="251"/>
        <source>Model &amp;cache:</source>
        <translation>&amp;Cache&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="265"/>
        <source>Speakers</source>
        <translation>Locuteurs</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="267"/>
        <source>Label speakers (diarization)</source>
        <translation>Identifier les locuteurs (diarisation)</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="270"/>
        <source>Number of speakers: automatic</source>
        <translation>Nombre de locuteurs&#xa0;: automatique</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="271"/>
        <source>Exactly</source>
        <translation>Exactement</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="272"/>
        <source>Number of speakers: exact</source>
        <translation>Nombre de locuteurs&#xa0;: exact</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="273"/>
        <source>Between</source>
        <translation>Entre</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="274"/>
        <source>Number of speakers: range</source>
        <translation>Nombre de locuteurs&#xa0;: plage</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="287"/>
        <source>and</source>
        <translation>et</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="290"/>
        <source>Number:</source>
        <translation>Nombre&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="297"/>
        <source>Choose a local diarization folder</source>
        <translation>Choisir un dossier de diarisation local</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="301"/>
        <source>Pipeline:</source>
        <translation>Pipeline&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="303"/>
        <source>Hugging Face token</source>
        <translation>Jeton Hugging Face</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="304"/>
        <source>Needed once to download pyannote models; kept in the system keyring</source>
        <translation>Requis une fois pour télécharger les modèles pyannote&#xa0;; conservé dans le trousseau système</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="307"/>
        <source>Save token</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="308"/>
        <source>Save the Hugging Face token in the keyring</source>
        <translation>Enregistrer le jeton Hugging Face dans le trousseau</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="311"/>
        <source>HF &amp;token:</source>
        <translation>&amp;Jeton HF&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="319"/>
        <source>Recognise voices I have named</source>
        <translation>Reconnaître les voix nommées</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="321"/>
        <source>Voices…</source>
        <translation>Voix…</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="323"/>
        <source>List or forget remembered voices</source>
        <translation>Lister ou oublier les voix mémorisées</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="344"/>
        <source>Known voices</source>
        <translation>Voix connues</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="349"/>
        <source>Output</source>
        <translation>Sortie</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="354"/>
        <source>Write {fmt}</source>
        <translation>Écrire {fmt}</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="358"/>
        <source>Formats:</source>
        <translation>Formats&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="359"/>
        <source>JSON is always written too: speaker renames are rebuilt from it.</source>
        <translation>Le JSON est toujours écrit aussi&#xa0;: les renommages de locuteurs en sont reconstruits.</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="364"/>
        <source>beside each input file</source>
        <translation>à côté de chaque fichier source</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="366"/>
        <source>Choose the output folder</source>
        <translation>Choisir le dossier de sortie</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="370"/>
        <source>&amp;Folder:</source>
        <translation>Doss&amp;ier&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="371"/>
        <source>When subtitles already exist</source>
        <translation>Si les sous-titres existent déjà</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="372"/>
        <source>Keep them (the job fails)</source>
        <translation>Les garder (la tâche échoue)</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="373"/>
        <source>Overwrite them</source>
        <translation>Les écraser</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="374"/>
        <source>Skip the file</source>
        <translation>Ignorer le fichier</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="375"/>
        <source>If files &amp;exist:</source>
        <translation>&amp;Existants&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="381"/>
        <source>Window</source>
        <translation>Fenêtre</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="383"/>
        <source>The window&apos;s language</source>
        <translation>Langue de la fenêtre</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="384"/>
        <source>As the system</source>
        <translation>Comme le système</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="387"/>
        <source>&amp;Interface:</source>
        <translation>&amp;Interface&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="388"/>
        <source>A new language shows when the app starts again.</source>
        <translation>Une nouvelle langue s&apos;affiche au prochain démarrage.</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="395"/>
        <source>Subtitle rules</source>
        <translation>Règles des sous-titres</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="418"/>
        <source>Two speakers in one subtitle as “- ” lines</source>
        <translation>Deux locuteurs par sous-titre en lignes «&#xa0;-&#xa0;»</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="420"/>
        <source>Highlight each word as it is spoken (VTT, ASS)</source>
        <translation>Surligner chaque mot prononcé (VTT, ASS)</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="422"/>
        <source>Name the speaker even when only one speaks</source>
        <translation>Nommer le locuteur même s’il est seul à parler</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="423"/>
        <source>Characters per &amp;line:</source>
        <translation>Caractères par lig&amp;ne&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="424"/>
        <source>Lines per &amp;subtitle:</source>
        <translation>Lignes par &amp;sous-titre&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="425"/>
        <source>Characters per &amp;second:</source>
        <translation>Caractères &amp;par seconde&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="426"/>
        <source>Shortest:</source>
        <translation>Durée min.&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="427"/>
        <source>Longest:</source>
        <translation>Durée max.&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="428"/>
        <source>Smallest &amp;gap:</source>
        <translation>Éca&amp;rt minimal&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="429"/>
        <source>Longest &amp;pause:</source>
        <translation>Pa&amp;use maximale&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="568"/>
        <source>Choose a model folder</source>
        <translation>Choisir un dossier de modèle</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="575"/>
        <source>Text files (*.txt *.csv);;All files (*)</source>
        <translation>Fichiers texte (*.txt *.csv);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="581"/>
        <source>Vocabulary</source>
        <translation>Vocabulaire</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="587"/>
        <source>Choose a folder</source>
        <translation>Choisir un dossier</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="604"/>
        <source>{title} ({picked})</source>
        <translation>{title} ({picked})</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="609"/>
        <source>{title} (not available)</source>
        <translation>{title} (indisponible)</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="618"/>
        <source>{device}, {n} threads</source>
        <translation>{device}, {n} threads</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="622"/>
        <source>Could not check the backends: {error}</source>
        <translation>Impossible de vérifier les backends&#xa0;: {error}</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="632"/>
        <source>The best backend that works here: {device}</source>
        <translation>Le meilleur backend qui fonctionne ici : {device}</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="636"/>
        <source>Available: {device}</source>
        <translation>Disponible&#xa0;: {device}</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="639"/>
        <source>Not available here: {why}. Jobs will fall back to the CPU.</source>
        <translation>Indisponible ici&#xa0;: {why}. Les tâches se rabattront sur le CPU.</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="640"/>
        <source>no such device</source>
        <translation>aucun périphérique de ce type</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="668"/>
        <source>Local model: {path}</source>
        <translation>Modèle local&#xa0;: {path}</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="671"/>
        <source>Checking…</source>
        <translation>Vérification…</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="688"/>
        <source>Unknown model name</source>
        <translation>Nom de modèle inconnu</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="690"/>
        <source>Downloaded</source>
        <translation>Téléchargé</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="692"/>
        <source>Not downloaded, and offline mode is on: choose a model on this computer</source>
        <translation>Non téléchargé, et le mode hors ligne est activé : choisissez un modèle présent sur cet ordinateur</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="694"/>
        <source>Not downloaded, and there is no connection now: choose a model on this computer</source>
        <translation>Non téléchargé, et il n’y a pas de connexion pour l’instant : choisissez un modèle présent sur cet ordinateur</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="695"/>
        <source>Not downloaded yet (downloads on first use)</source>
        <translation>Non téléchargé (téléchargé au premier usage)</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="699"/>
        <source>{name} (on this computer)</source>
        <translation>{name} (sur cet ordinateur)</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="700"/>
        <source>{name} (on this computer, in {folder})</source>
        <translation>{name} (sur cet ordinateur, dans {folder})</translation>
    </message>
    <message>
        <location filename="../../app/settings_panel.py" line="719"/>
        <source>Downloading {name}…</source>
        <translation>Téléchargement de {name}…</translation>
    </message>
</context>
<context>
    <name>StartGate</name>
    <message>
        <location filename="../../app/model_notice.py" line="195"/>
        <source>Checking the models…</source>
        <translation>Vérification des modèles…</translation>
    </message>
    <message>
        <location filename="../../app/model_notice.py" line="215"/>
        <source>Speaker labelling is on: a speaker pipeline is on this computer.</source>
        <translation>Identification des locuteurs activée&#xa0;: un pipeline de locuteurs est présent sur cet ordinateur.</translation>
    </message>
    <message>
        <location filename="../../app/model_notice.py" line="230"/>
        <source>Ready</source>
        <translation>Prêt</translation>
    </message>
    <message>
        <location filename="../../app/model_notice.py" line="251"/>
        <source>Could not check the models: {error}</source>
        <translation>Impossible de vérifier les modèles&#xa0;: {error}</translation>
    </message>
    <message>
        <location filename="../../app/model_notice.py" line="266"/>
        <source>Using {label}</source>
        <translation>Utilisation de {label}</translation>
    </message>
    <message>
        <location filename="../../app/model_notice.py" line="282"/>
        <source>There is still no connection: {name} cannot be downloaded now.</source>
        <translation>Toujours pas de connexion&#xa0;: impossible de télécharger {name} pour l&apos;instant.</translation>
    </message>
</context>
<context>
    <name>StartHint</name>
    <message>
        <location filename="../../app/start_hint.py" line="25"/>
        <source>{name} is queued and waits for you: press Start (Ctrl+R) to turn it into subtitles.</source>
        <translation>{name} est dans la file et vous attend : appuyez sur Démarrer (Ctrl+R) pour en faire des sous-titres.</translation>
    </message>
    <message>
        <location filename="../../app/start_hint.py" line="27"/>
        <source>The queue waits for you: press Start (Ctrl+R) to turn its files into subtitles.</source>
        <translation>La file vous attend : appuyez sur Démarrer (Ctrl+R) pour faire des sous-titres de ses fichiers.</translation>
    </message>
    <message>
        <location filename="../../app/start_hint.py" line="30"/>
        <source>Start</source>
        <translation>Démarrer</translation>
    </message>
    <message>
        <location filename="../../app/start_hint.py" line="31"/>
        <source>Start the queue</source>
        <translation>Démarrer la file</translation>
    </message>
</context>
<context>
    <name>TokenField</name>
    <message>
        <location filename="../../app/token_field.py" line="27"/>
        <source>A token is stored in the system keyring.</source>
        <translation>Un jeton est enregistré dans le trousseau système.</translation>
    </message>
    <message>
        <location filename="../../app/token_field.py" line="36"/>
        <source>Token {outcome}.</source>
        <translation>Jeton&#xa0;: {outcome}.</translation>
    </message>
    <message>
        <location filename="../../app/token_field.py" line="39"/>
        <source>Not saved: {why}. The token is used for this session only.</source>
        <translation>Non enregistré&#xa0;: {why}. Le jeton ne sert que pour cette session.</translation>
    </message>
    <message>
        <location filename="../../app/token_store.py" line="36"/>
        <source>removed from the system keyring</source>
        <translation>retiré du trousseau système</translation>
    </message>
    <message>
        <location filename="../../app/token_store.py" line="37"/>
        <source>no token was stored</source>
        <translation>aucun jeton n&apos;était enregistré</translation>
    </message>
    <message>
        <location filename="../../app/token_store.py" line="42"/>
        <source>saved in the system keyring</source>
        <translation>enregistré dans le trousseau système</translation>
    </message>
</context>
<context>
    <name>TranscriptView</name>
    <message>
        <source>Live transcript</source>
        <translation>Transcription en direct</translation>
    </message>
</context>
<context>
    <name>VideoExportDialog</name>
    <message>
        <location filename="../../app/video_export_dialog.py" line="42"/>
        <source>Export video</source>
        <translation>Exporter la vidéo</translation>
    </message>
    <message>
        <location filename="../../app/video_export_dialog.py" line="50"/>
        <source>Put the subtitles of {name} into a copy of the video.</source>
        <translation>Intégrer les sous-titres de {name} dans une copie de la vidéo.</translation>
    </message>
    <message>
        <location filename="../../app/video_export_dialog.py" line="55"/>
        <source>Subtitle track (the picture is copied; viewers can switch it off)</source>
        <translation>Piste de sous-titres (image copiée&#xa0;; désactivable à la lecture)</translation>
    </message>
    <message>
        <location filename="../../app/video_export_dialog.py" line="56"/>
        <source>Burned into the picture, in the speakers&apos; colours (re-encodes)</source>
        <translation>Incrustés dans l&apos;image, aux couleurs des locuteurs (réencodage)</translation>
    </message>
    <message>
        <location filename="../../app/video_export_dialog.py" line="65"/>
        <source>Subtitles:</source>
        <translation>Sous-titres&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../app/video_export_dialog.py" line="67"/>
        <source>MKV (keeps the speakers&apos; styles)</source>
        <translation>MKV (garde les styles des locuteurs)</translation>
    </message>
    <message>
        <location filename="../../app/video_export_dialog.py" line="68"/>
        <source>MP4 (plays almost everywhere)</source>
        <translation>MP4 (lisible presque partout)</translation>
    </message>
    <message>
        <location filename="../../app/video_export_dialog.py" line="69"/>
        <source>Container:</source>
        <translation>Conteneur&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../app/video_export_dialog.py" line="74"/>
        <source>Browse…</source>
        <translation>Parcourir…</translation>
    </message>
    <message>
        <location filename="../../app/video_export_dialog.py" line="78"/>
        <source>Save as:</source>
        <translation>Enregistrer sous&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../app/video_export_dialog.py" line="88"/>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
    <message>
        <location filename="../../app/video_export_dialog.py" line="125"/>
        <source>Save the video as</source>
        <translation>Enregistrer la vidéo sous</translation>
    </message>
    <message>
        <location filename="../../app/video_export_dialog.py" line="126"/>
        <source>Video (*{suffix})</source>
        <translation>Vidéo (*{suffix})</translation>
    </message>
    <message>
        <location filename="../../app/video_export_dialog.py" line="137"/>
        <source>Replace the file?</source>
        <translation>Remplacer le fichier&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../app/video_export_dialog.py" line="138"/>
        <source>{name} exists. Replace it?</source>
        <translation>{name} existe déjà. Le remplacer&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../app/video_export_dialog.py" line="149"/>
        <source>Exporting…</source>
        <translation>Exportation…</translation>
    </message>
    <message>
        <location filename="../../app/video_export_dialog.py" line="164"/>
        <source>Saved {path}</source>
        <translation>Enregistré&#xa0;: {path}</translation>
    </message>
    <message>
        <location filename="../../app/video_export_dialog.py" line="167"/>
        <location filename="../../app/video_export_dialog.py" line="170"/>
        <source>Export failed: {error}</source>
        <translation>Échec de l&apos;exportation&#xa0;: {error}</translation>
    </message>
    <message>
        <location filename="../../app/video_export_dialog.py" line="181"/>
        <source>Export cancelled; nothing was written.</source>
        <translation>Exportation annulée&#xa0;; rien n&apos;a été écrit.</translation>
    </message>
    <message>
        <location filename="../../app/video_export_dialog.py" line="197"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../../app/video_export_dialog.py" line="197"/>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
</context>
<context>
    <name>VoicesDialog</name>
    <message>
        <location filename="../../app/voices_dialog.py" line="31"/>
        <source>Known voices</source>
        <translation>Voix connues</translation>
    </message>
    <message>
        <location filename="../../app/voices_dialog.py" line="35"/>
        <source>When known voices are on, naming a speaker remembers that voice, and later files name it for you. Voices stay on this computer, in {path}.</source>
        <translation>Quand les voix connues sont activées, nommer un locuteur mémorise sa voix, et les fichiers suivants le nomment pour vous. Les voix restent sur cet ordinateur, dans {path}.</translation>
    </message>
    <message>
        <location filename="../../app/voices_dialog.py" line="43"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location filename="../../app/voices_dialog.py" line="43"/>
        <source>Recordings</source>
        <translation>Enregistrements</translation>
    </message>
    <message>
        <location filename="../../app/voices_dialog.py" line="43"/>
        <source>Last named</source>
        <translation>Dernier nommage</translation>
    </message>
    <message>
        <location filename="../../app/voices_dialog.py" line="49"/>
        <source>No voices are remembered yet.</source>
        <translation>Aucune voix n&apos;est encore mémorisée.</translation>
    </message>
    <message>
        <location filename="../../app/voices_dialog.py" line="52"/>
        <source>Forget this voice</source>
        <translation>Oublier cette voix</translation>
    </message>
    <message>
        <location filename="../../app/voices_dialog.py" line="92"/>
        <location filename="../../app/voices_dialog.py" line="101"/>
        <source>Forget a voice</source>
        <translation>Oublier une voix</translation>
    </message>
    <message>
        <location filename="../../app/voices_dialog.py" line="93"/>
        <source>Forget the voice of {name}? Later files will not be named {name} by voice.</source>
        <translation>Oublier la voix de {name}&#xa0;? Les fichiers suivants ne nommeront plus {name} d&apos;après la voix.</translation>
    </message>
</context>
<context>
    <name>failure_help</name>
    <message>
        <location filename="../../app/failure_help.py" line="13"/>
        <source>The file was moved, renamed or deleted after it was queued. Put it back, or add it again from where it is now.</source>
        <translation>Le fichier a été déplacé, renommé ou supprimé après sa mise en file. Remettez-le en place, ou ajoutez-le à nouveau depuis son emplacement actuel.</translation>
    </message>
    <message>
        <location filename="../../app/failure_help.py" line="17"/>
        <source>The file is empty: it may still be copying or downloading. Wait until it is complete, then Retry.</source>
        <translation>Le fichier est vide&#xa0;: il est peut-être encore en cours de copie ou de téléchargement. Attendez qu&apos;il soit complet, puis appuyez sur Relancer.</translation>
    </message>
    <message>
        <location filename="../../app/failure_help.py" line="20"/>
        <source>This file is not audio or video, whatever its name says. Remove it from the queue.</source>
        <translation>Ce fichier n&apos;est ni audio ni vidéo, quoi qu&apos;en dise son nom. Retirez-le de la file d&apos;attente.</translation>
    </message>
    <message>
        <location filename="../../app/failure_help.py" line="23"/>
        <source>The file is damaged or incomplete. Check that it plays in a media player; download or export it again, then add it again.</source>
        <translation>Le fichier est endommagé ou incomplet. Vérifiez qu&apos;il se lit dans un lecteur multimédia&#xa0;; téléchargez-le ou exportez-le à nouveau, puis ajoutez-le de nouveau.</translation>
    </message>
    <message>
        <location filename="../../app/failure_help.py" line="27"/>
        <source>The file has no sound track. Use the file that has the sound, or export the video with its audio.</source>
        <translation>Le fichier n&apos;a pas de piste son. Utilisez le fichier qui contient le son, ou exportez la vidéo avec son audio.</translation>
    </message>
    <message>
        <location filename="../../app/failure_help.py" line="30"/>
        <source>The file could not be read. Check that it plays in a media player, or convert it to WAV or MP3.</source>
        <translation>Le fichier n&apos;a pas pu être lu. Vérifiez qu&apos;il se lit dans un lecteur multimédia, ou convertissez-le en WAV ou en MP3.</translation>
    </message>
    <message>
        <location filename="../../app/failure_help.py" line="33"/>
        <source>Reading this type of file needs FFmpeg. Install FFmpeg (docs/INSTALL.md) or convert the file to WAV, then Retry.</source>
        <translation>La lecture de ce type de fichier nécessite FFmpeg. Installez FFmpeg (docs/INSTALL.md) ou convertissez le fichier en WAV, puis appuyez sur Relancer.</translation>
    </message>
    <message>
        <location filename="../../app/failure_help.py" line="37"/>
        <source>The model is not on this computer. Download it in the settings (Download), turn off “Offline”, or choose a local model folder; then Retry.</source>
        <translation>Le modèle n&apos;est pas sur cet ordinateur. Téléchargez-le dans les paramètres (Télécharger), désactivez «&#xa0;Hors ligne&#xa0;», ou choisissez un dossier de modèle local&#xa0;; puis appuyez sur Relancer.</translation>
    </message>
    <message>
        <location filename="../../app/failure_help.py" line="41"/>
        <source>The model could not be downloaded. Check the internet connection (and any proxy), then Retry; or choose a model that is already downloaded.</source>
        <translation>Le modèle n&apos;a pas pu être téléchargé. Vérifiez la connexion Internet (et l&apos;éventuel proxy), puis appuyez sur Relancer&#xa0;; ou choisissez un modèle déjà téléchargé.</translation>
    </message>
    <message>
        <location filename="../../app/failure_help.py" line="45"/>
        <source>The downloaded model is damaged. Download it again in the settings, or choose another model; then Retry.</source>
        <translation>Le modèle téléchargé est endommagé. Téléchargez-le à nouveau dans les paramètres, ou choisissez un autre modèle&#xa0;; puis appuyez sur Relancer.</translation>
    </message>
    <message>
        <location filename="../../app/failure_help.py" line="49"/>
        <source>The model could not be loaded. Choose another model, or download this one again; then Retry.</source>
        <translation>Le modèle n&apos;a pas pu être chargé. Choisissez un autre modèle, ou téléchargez de nouveau celui-ci&#xa0;; puis appuyez sur Relancer.</translation>
    </message>
    <message>
        <location filename="../../app/failure_help.py" line="52"/>
        <source>Labelling speakers needs a Hugging Face token once, to download the pyannote model. Enter it in the settings (HF token), or turn off “Label speakers”; then Retry.</source>
        <translation>L&apos;identification des locuteurs nécessite une seule fois un jeton Hugging Face, pour télécharger le modèle pyannote. Saisissez-le dans les paramètres (Jeton HF), ou désactivez «&#xa0;Identifier les locuteurs&#xa0;»&#xa0;; puis appuyez sur Relancer.</translation>
    </message>
    <message>
        <location filename="../../app/failure_help.py" line="56"/>
        <source>Subtitles with this name are already in the output folder. Press Retry: the window asks whether to replace them or keep both.</source>
        <translation>Des sous-titres portant ce nom se trouvent déjà dans le dossier de sortie. Appuyez sur Relancer&#xa0;: la fenêtre demande s&apos;il faut les remplacer ou garder les deux.</translation>
    </message>
    <message>
        <location filename="../../app/failure_help.py" line="60"/>
        <source>The output folder cannot take the subtitles (the reason says why: full, read-only or not yours to write). Free some space or choose another output folder, then Retry; a transcript that was already made is kept, so Retry only writes the files.</source>
        <translation>Le dossier de sortie ne peut pas recevoir les sous-titres (la raison indique pourquoi&#xa0;: plein, en lecture seule ou sans droit d&apos;écriture pour vous). Libérez de l&apos;espace ou choisissez un autre dossier de sortie, puis appuyez sur Relancer&#xa0;; une transcription déjà faite est conservée, Relancer n&apos;écrit donc que les fichiers.</translation>
    </message>
    <message>
        <location filename="../../app/failure_help.py" line="65"/>
        <source>A setting does not fit this job (the reason says which). Correct it in the settings, then Retry.</source>
        <translation>Un paramètre ne convient pas à cette tâche (la raison indique lequel). Corrigez-le dans les paramètres, puis appuyez sur Relancer.</translation>
    </message>
    <message>
        <location filename="../../app/failure_help.py" line="68"/>
        <source>Batch runs on a Ray cluster need the cluster extra: pip install &apos;whisper-subtitler[cluster]&apos;.</source>
        <translation>Les traitements par lots sur un cluster Ray nécessitent l&apos;extra cluster&#xa0;: pip install &apos;whisper-subtitler[cluster]&apos;.</translation>
    </message>
    <message>
        <location filename="../../app/failure_help.py" line="71"/>
        <source>The speech engine failed. Choose the other engine or a smaller model in the settings, then Retry.</source>
        <translation>Le moteur de reconnaissance vocale a échoué. Choisissez l&apos;autre moteur ou un modèle plus petit dans les paramètres, puis appuyez sur Relancer.</translation>
    </message>
    <message>
        <location filename="../../app/failure_help.py" line="74"/>
        <source>The GPU failed. Choose CPU as the backend in the settings, then Retry.</source>
        <translation>Le GPU a échoué. Choisissez CPU comme backend dans les paramètres, puis appuyez sur Relancer.</translation>
    </message>
    <message>
        <location filename="../../app/failure_help.py" line="77"/>
        <source>The video could not be made. Try the other container (MKV takes every codec), or install the ffmpeg program to burn subtitles in.</source>
        <translation>La vidéo n&apos;a pas pu être créée. Essayez l&apos;autre conteneur (MKV accepte tous les codecs), ou installez le programme ffmpeg pour incruster les sous-titres.</translation>
    </message>
    <message>
        <location filename="../../app/failure_help.py" line="81"/>
        <source>The audio input stopped during the live session (a microphone unplugged or its driver gone). What was recorded until then is saved with its captions. Connect the input again and start a new session.</source>
        <translation>L’entrée audio s’est arrêtée pendant la session en direct (un microphone débranché ou son pilote disparu). Ce qui a été enregistré jusque-là est sauvegardé avec ses sous-titres. Rebranchez l’entrée et lancez une nouvelle session.</translation>
    </message>
    <message>
        <location filename="../../app/failure_help.py" line="81"/>
        <source>No audio came from the input. Check that the microphone is connected, chosen in the settings and not muted (and that this program may use it), then start again.</source>
        <translation>Aucun son n’est venu de l’entrée. Vérifiez que le microphone est branché, choisi dans les paramètres et non coupé (et que ce programme peut l’utiliser), puis recommencez.</translation>
    </message>
    <message>
        <location filename="../../app/failure_help.py" line="81"/>
        <source>The computer ran out of memory. Choose a smaller model (base or small) or the CPU as the backend in the settings, close other programs that use much memory, then Retry.</source>
        <translation>L&apos;ordinateur a manqué de mémoire. Choisissez un modèle plus petit (base ou small) ou le CPU comme backend dans les paramètres, fermez les autres programmes gourmands en mémoire, puis appuyez sur Relancer.</translation>
    </message>
    <message>
        <location filename="../../app/failure_help.py" line="85"/>
        <source>The job’s process ended without a word, most often because memory ran out. Choose a smaller model (base or small) or the CPU as the backend in the settings, close other programs that use much memory, then Retry. If it happens again, the log has the details.</source>
        <translation>Le processus de la tâche s&apos;est arrêté sans message, le plus souvent par manque de mémoire. Choisissez un modèle plus petit (base ou small) ou le CPU comme backend dans les paramètres, fermez les autres programmes gourmands en mémoire, puis appuyez sur Relancer. Si cela se reproduit, le journal contient les détails.</translation>
    </message>
    <message>
        <location filename="../../app/failure_help.py" line="90"/>
        <source>Something unexpected went wrong. Retry; if it fails again, copy the log (it has the details) into a bug report.</source>
        <translation>Une erreur inattendue s&apos;est produite. Appuyez sur Relancer&#xa0;; si cela échoue encore, copiez le journal (il contient les détails) dans un rapport de bogue.</translation>
    </message>
</context>
<context>
    <name>open_path</name>
    <message>
        <location filename="../../app/open_path.py" line="63"/>
        <source>folder</source>
        <translation>dossier</translation>
    </message>
    <message>
        <location filename="../../app/open_path.py" line="63"/>
        <source>file</source>
        <translation>fichier</translation>
    </message>
    <message>
        <location filename="../../app/open_path.py" line="65"/>
        <source>The {what} does not exist</source>
        <translation>Le {what} n&apos;existe pas</translation>
    </message>
    <message>
        <location filename="../../app/open_path.py" line="66"/>
        <source>The {what} is not there (yet, or any more): nothing was written to it, or it was moved or deleted.</source>
        <translation>Le {what} n&apos;est pas là (pas encore, ou plus)&#xa0;: rien n&apos;y a été écrit, ou il a été déplacé ou supprimé.</translation>
    </message>
    <message>
        <location filename="../../app/open_path.py" line="72"/>
        <source>Could not open the {what}</source>
        <translation>Impossible d&apos;ouvrir le {what}</translation>
    </message>
    <message>
        <location filename="../../app/open_path.py" line="73"/>
        <source>No program on this desktop opens it (no file manager or launcher answered). Open it yourself from here:</source>
        <translation>Aucun programme de ce bureau ne l&apos;ouvre (aucun gestionnaire de fichiers ni lanceur n&apos;a répondu). Ouvrez-le vous-même depuis ici&#xa0;:</translation>
    </message>
</context>
<context>
    <name>parent</name>
    <message>
        <location filename="../../app/retry_question.py" line="34"/>
        <source>Subtitles already exist</source>
        <translation>Les sous-titres existent déjà</translation>
    </message>
    <message>
        <location filename="../../app/retry_question.py" line="37"/>
        <source>{job} already has subtitles: {names}.</source>
        <translation>{job} a déjà des sous-titres&#xa0;: {names}.</translation>
    </message>
    <message>
        <location filename="../../app/retry_question.py" line="38"/>
        <source>Replace them with the new run, or keep both (the new files are named “{new}”)?</source>
        <translation>Les remplacer par la nouvelle exécution, ou garder les deux (les nouveaux fichiers sont nommés «&#xa0;{new}&#xa0;»)&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../app/retry_question.py" line="40"/>
        <source>Replace</source>
        <translation>Remplacer</translation>
    </message>
    <message>
        <location filename="../../app/retry_question.py" line="41"/>
        <source>Keep both</source>
        <translation>Garder les deux</translation>
    </message>
</context>
<context>
    <name>translator</name>
    <message>
        <location filename="../../app/queue_view.py" line="165"/>
        <source>{percent}, {eta} left</source>
        <translation>{percent}, reste {eta}</translation>
    </message>
</context>
</TS>
