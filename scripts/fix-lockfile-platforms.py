# The npm registry this machine reaches lacks the macOS/Windows/other-arch binaries of @swc/core and
# @swc/html, so `npm install` leaves them out of package-lock.json and `npm ci` then refuses the lock.
# This adds lock entries for those optional, platform-specific packages (with os/cpu/libc), which npm ci
# skips on other platforms. Run after `npm install`: python3 scripts/fix-lockfile-platforms.py package-lock.json
import json,sys,re
p=sys.argv[1]
lock=json.load(open(p))
pk=lock['packages']
added=[]
def platform(name):
    n=name.split('/')[-1]
    os_=next((o for o in ['darwin','linux','win32','freebsd','android','openbsd','sunos','aix','netbsd'] if o in n), None)
    cpu=next((c for c in ['arm64','x64','ia32','arm','ppc64','s390x','riscv64','loong64','mips64el'] if re.search(r'(^|-)'+c+r'($|-)', n)), None)
    libc='musl' if 'musl' in n else ('glibc' if 'gnu' in n and os_=='linux' else None)
    return os_,cpu,libc
for path,entry in list(pk.items()):
    for dep,spec in (entry.get('optionalDependencies') or {}).items():
        base=path+'/node_modules/'+dep if path else 'node_modules/'+dep
        if base in pk or ('node_modules/'+dep) in pk: continue
        os_,cpu,libc=platform(dep)
        e={'version':spec,'optional':True}
        if entry.get('dev'): e['dev']=True
        if os_: e['os']=[os_]
        if cpu: e['cpu']=[cpu]
        if libc: e['libc']=[libc]
        pk['node_modules/'+dep]=e
        added.append(dep)
lock['packages']=dict(sorted(pk.items(), key=lambda kv: (kv[0]!='', kv[0])))
json.dump(lock,open(p,'w'),indent=2,ensure_ascii=False); open(p,'a').write('\n')
print(len(added), added[:50])
