; Inno Setup 6 script for the Windows bundles (cpu and cuda flavours); installers/build.py runs
;   iscc /DAppVersion=0.1.0 /DSourceDir=dist\whisper-subtitler-windows-cpu-x86_64 /DOutputDir=dist
;        /DOutputBase=whisper-subtitler-windows-cpu-x86_64-0.1.0-setup installers\windows\whisper-subtitler.iss
; Per-user install without administrator rights (PrivilegesRequired=lowest puts {autopf} in
; %LOCALAPPDATA%\Programs), a Start menu entry, an uninstaller, and one setup .exe (no split volumes).

#ifndef AppVersion
  #define AppVersion "0.1.0"
#endif
#ifndef SourceDir
  #define SourceDir "..\..\dist\whisper-subtitler-windows-cpu-x86_64"
#endif
#ifndef OutputDir
  #define OutputDir "..\..\dist"
#endif
#ifndef OutputBase
  #define OutputBase "whisper-subtitler-" + AppVersion + "-setup"
#endif
#ifndef IconFile
  #define IconFile "..\..\build\pyinstaller\icons\app.ico"
#endif
#define AppName "Whisper Subtitler"
#define AppExe "WhisperSubtitler.exe"
#define CliExe "whisper-subtitler.exe"

[Setup]
; The double brace is Inno's escape for a literal "{": keep AppId fixed forever, upgrades find the old install by it.
AppId={{3F6B8C2E-7D41-4E8A-9C55-2B1D0A6E9F47}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=whisper-subtitler contributors
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=commandline
OutputDir={#OutputDir}
OutputBaseFilename={#OutputBase}
SetupIconFile={#IconFile}
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
Uninstallable=yes
Compression=lzma2/max
SolidCompression=yes
LZMAUseSeparateProcess=yes
DiskSpanning=no
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
WizardStyle=modern
CloseApplications=yes
ChangesEnvironment=no

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
; The whole PyInstaller folder: both executables and _internal\ (Python, torch, Qt, models, ffmpeg).
Source: "{#SourceDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\{#AppName}"; Filename: "{app}\{#AppExe}"; WorkingDir: "{app}"
Name: "{group}\{#AppName} self-test"; Filename: "{cmd}"; Parameters: "/k ""{app}\{#CliExe}"" --self-test"; WorkingDir: "{app}"
Name: "{group}\{cm:UninstallProgram,{#AppName}}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent

[UninstallDelete]
; Python may write byte-code caches beside the bundle; user settings and downloaded models live elsewhere and stay.
Type: filesandordirs; Name: "{app}\_internal\__pycache__"
