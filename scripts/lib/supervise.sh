#!/usr/bin/env bash
# supervise.sh NAME CHILD_PIDFILE COMMAND...: runs COMMAND and starts it again whenever it exits, whatever the
# reason, logging the reason (exit code or signal) and the time on stdout. SIGTERM or SIGINT stops it: the
# command gets SIGTERM, then SIGKILL after SUPERVISE_GRACE seconds, and nothing is restarted.
# The command runs in a session of its own, so its helpers die with it and no orphan outlives a stop or a crash.
# Restart delay: none at first; while runs stay shorter than SUPERVISE_HEALTHY seconds (a crash loop), 1 s, then
# doubled up to SUPERVISE_MAX_DELAY seconds; back to none after a longer run.
set -u
name=$1 child_pidfile=$2
shift 2
grace=${SUPERVISE_GRACE:-15}
healthy=${SUPERVISE_HEALTHY:-30}
max_delay=${SUPERVISE_MAX_DELAY:-5}
child="" sleeper=""

now() { date -u +%Y-%m-%dT%H:%M:%SZ; }
say() { printf '[supervise] %s\n' "$*"; }
reason() {
  if (($1 > 128)); then echo "signal $(kill -l $(($1 - 128)) 2>/dev/null || echo $(($1 - 128)))"; else echo "exit code $1"; fi
}
alive() { kill -0 "$1" 2>/dev/null; }
# Whatever the command left in its process group (a helper it spawned) goes with it.
kill_group() { kill -KILL -- "-$1" 2>/dev/null || true; }

stop() {
  trap '' TERM INT
  [[ -n $sleeper ]] && kill "$sleeper" 2>/dev/null
  if [[ -n $child ]] && alive "$child"; then
    say "$name stopping (pid $child) at $(now): SIGTERM, SIGKILL after ${grace}s"
    kill -TERM "$child" 2>/dev/null
    for ((i = 0; i < grace * 10; i++)); do alive "$child" || break; sleep 0.1; done
    alive "$child" && say "$name did not stop within ${grace}s: SIGKILL"
    kill_group "$child"
    wait "$child" 2>/dev/null
    say "$name stopped ($(reason $?)) at $(now)"
  else
    say "$name stopped at $(now), while waiting to restart"
  fi
  [[ -n $child ]] && kill_group "$child"
  rm -f "$child_pidfile"
  exit 0
}
trap stop TERM INT

delay=0
while :; do
  started=$SECONDS
  # setsid execs the command (it is not a group leader here), so $! is the command's own pid.
  setsid -w "$@" &
  child=$!
  echo "$child" >"$child_pidfile.tmp" && mv -f "$child_pidfile.tmp" "$child_pidfile"
  say "$name started (pid $child) at $(now)"
  wait "$child" 2>/dev/null # (bash's own "Killed" notice would repeat the line below)
  status=$?
  kill_group "$child"
  child=""
  if ((SECONDS - started >= healthy)); then delay=0; fi
  say "$name exited ($(reason $status)) at $(now) after $((SECONDS - started))s; restarting in ${delay}s"
  sleep "$delay" &
  sleeper=$!
  wait "$sleeper"
  sleeper=""
  delay=$((delay == 0 ? 1 : delay * 2 > max_delay ? max_delay : delay * 2))
done
