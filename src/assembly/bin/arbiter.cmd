@echo off
rem Runs Arbiter from its release archive: the jar one folder up from this script, with Java from
rem JAVA_HOME or else the PATH. JAVA_OPTS passes options to the JVM. Exits with Arbiter's status.
setlocal
set "ARBITER_JAR=%~dp0..\arbiter.jar"
if not defined JAVA_HOME goto javaOnPath
set "JAVA_EXE=%JAVA_HOME%\bin\java.exe"
if exist "%JAVA_EXE%" goto run
echo arbiter: JAVA_HOME is %JAVA_HOME% but %JAVA_EXE% is not there; point JAVA_HOME at a Java 17 or newer 1>&2
exit /b 2

:javaOnPath
set "JAVA_EXE=java.exe"
where java.exe >nul 2>&1
if not errorlevel 1 goto run
echo arbiter: no java on the PATH; install Java 17 or newer, or set JAVA_HOME 1>&2
exit /b 2

:run
"%JAVA_EXE%" %JAVA_OPTS% "-Darbiter.launcher=%~f0" -jar "%ARBITER_JAR%" %*
exit /b %ERRORLEVEL%
